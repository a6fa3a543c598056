import { Link, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { SiteIdentityWithPages } from '../../-components/site-identity-with-pages'
import { useListBrandSitesQuery } from '../../../features/brand-sites/api/list-brand-sites'
import { whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/sites/$siteId')({ component: BrandSiteScreen })

/** The space between two sentences. */
const space = ' '

/** One site of the brand: its identity, and the way to its landing, which is edited where visitors see it. */
function BrandSiteScreen() {
  const { id, siteId } = Route.useParams()
  const current = useBrand()
  const sites = useListBrandSitesQuery(id)
  const intl = useIntl()
  const roles = useRoleTable()
  return (
    <QueryState
      query={sites}
      loading={<FormattedMessage id="brands.site.loading" defaultMessage="Loading the site…" />}
      offline={<FormattedMessage id="brands.site.offline" defaultMessage="You are offline, so the site cannot be loaded." />}
    >
      {(answer) => {
        const site = answer.sites.find((each) => each.id === siteId)
        if (!site) {
          return (
            <Text role="alert">
              <FormattedMessage
                id="brands.site.missing"
                defaultMessage="This brand has no such site. <link>See its sites</link>"
                values={{
                  link: (chunks) => (
                    <Link asChild color="link">
                      <RouterLink to="/brands/$id/sites" params={{ id }}>
                        {chunks}
                      </RouterLink>
                    </Link>
                  ),
                }}
              />
            </Text>
          )
        }
        const main = site.hosts.find((host) => host.is_main && host.verified_at)
        return (
          <Stack gap="6">
            <ScreenTitle title={site.name} />
            <Text>
              <FormattedMessage id="brands.site.landingAbout" defaultMessage="The landing page is edited where visitors see it: sign in as an admin of the site and press Edit on a block." />{space}
              {site.id === current.site.id ? (
                <Link asChild color="link">
                  <RouterLink to="/">
                    <FormattedMessage id="brands.site.editLanding" defaultMessage="Edit the landing of {site}" values={{ site: site.name }} />
                  </RouterLink>
                </Link>
              ) : main ? (
                <Link color="link" href={`${window.location.protocol}//${main.hostname}${window.location.port ? `:${window.location.port}` : ''}/`}>
                  <FormattedMessage
                    id="brands.site.editLandingOn"
                    defaultMessage="Edit the landing of {site} on <ltr>{host}</ltr>"
                    values={{
                      site: site.name,
                      host: main.hostname,
                      ltr: (chunks) => (
                        <Text as="span" dir="ltr">
                          {chunks}
                        </Text>
                      ),
                    }}
                  />
                </Link>
              ) : null}
            </Text>
            {answer.may_manage ? (
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
          </Stack>
        )
      }}
    </QueryState>
  )
}
