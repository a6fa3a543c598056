import { Box, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { BrandForm } from '../../../features/brand-identity/components/brand-form'
import { SiteIdentityWithPages } from '../../-components/site-identity-with-pages'
import { useListBrandSitesQuery } from '../../../features/brand-sites/api/list-brand-sites'
import { WebhookSettings } from '../../../features/leads/components/webhook-settings'
import { needs, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/edit')({ component: BrandEditScreen })

/** The brand's name and slug, then the identity of the site this screen is open on. */
function BrandEditScreen() {
  const { id } = Route.useParams()
  const current = useBrand()
  const sites = useListBrandSitesQuery(id)
  const intl = useIntl()
  const roles = useRoleTable()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'brands.edit.title', defaultMessage: 'Edit' })} />
      <QueryState
        query={sites}
        loading={<FormattedMessage id="brands.edit.loading" defaultMessage="Loading the brand…" />}
        offline={<FormattedMessage id="brands.edit.offline" defaultMessage="You are offline, so the brand cannot be loaded." />}
      >
        {(answer) => {
          const site = answer.sites.find((each) => each.id === current.site.id)
          return (
            <Stack gap="6">
              <Box {...needs('edit-brand')}>
                <BrandForm key={`${answer.brand.id}`} brand={answer.brand} />
              </Box>
              {site && answer.may_manage ? (
                <SiteIdentityWithPages key={site.id} brandId={id} site={site} />
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage
                    id="brands.onlyWhoLook"
                    defaultMessage="Only the brand’s {who} change the look of its sites."
                    values={{ who: whoMay(roles, 'manage-sites', intl) }}
                  />
                </Text>
              )}
              {answer.may_manage ? <WebhookSettings brandId={id} /> : null}
            </Stack>
          )
        }}
      </QueryState>
    </Stack>
  )
}
