import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { BrandSites } from '../../../domain/site-hosts'
import { AddHostForm } from './add-host-form'
import { HostRow } from './host-row'
import { TitledSection } from '../../../components/ui/titled-section'
import { whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'

/** Each of the brand's sites with the host names it answers on. */
export function BrandSiteList({ brandId, answer }: { brandId: string; answer: BrandSites }) {
  const intl = useIntl()
  const roles = useRoleTable()
  return (
    <Stack gap="6">
      {answer.sites.map((site) => (
        <TitledSection key={site.id} title={site.name} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
          <Text fontSize="sm" marginBottom="3">
            <Link asChild color="link">
              <RouterLink to="/brands/$id/sites/$siteId" params={{ id: brandId, siteId: site.id }}>
                {answer.may_manage ? (
                  <FormattedMessage id="brandSites.list.editIdentity" defaultMessage="Edit the identity of {site}" values={{ site: site.name }} />
                ) : (
                  <FormattedMessage id="brandSites.list.landing" defaultMessage="The landing of {site}" values={{ site: site.name }} />
                )}
              </RouterLink>
            </Link>
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" aria-label={intl.formatMessage({ id: 'brandSites.list.hosts', defaultMessage: 'Host names of {site}' }, { site: site.name })} marginBottom="4">
            {site.hosts.map((host) => (
              <HostRow key={host.hostname} hostRef={{ brandId, siteId: site.id, hostname: host.hostname }} host={host} mayManage={answer.may_manage} />
            ))}
          </Stack>
          {answer.may_manage ? (
            <AddHostForm brandId={brandId} siteId={site.id} siteName={site.name} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage
                id="brandSites.list.onlyWho"
                defaultMessage="Only the brand’s {who} add, check and remove host names, and change the look of each site."
                values={{ who: whoMay(roles, 'manage-sites', intl) }}
              />
            </Text>
          )}
        </TitledSection>
      ))}
    </Stack>
  )
}
