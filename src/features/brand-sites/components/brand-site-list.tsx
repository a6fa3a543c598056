import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { BrandSites } from '../../../domain/site-hosts'
import { AddHostForm } from './add-host-form'
import { HostRow } from './host-row'
import { TitledSection } from '../../../components/ui/titled-section'
import { OnlyWho } from '../../../lib/features/brand-role'

/** Each of the brand's sites with the host names it answers on. */
export function BrandSiteList({ brandId, answer }: { brandId: string; answer: BrandSites }) {
  return (
    <Stack gap="6">
      {answer.sites.map((site) => (
        <TitledSection key={site.id} title={site.name} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
          <Text fontSize="sm" marginBottom="3">
            <Link asChild color="link">
              <RouterLink to="/brands/$id/sites/$siteId" params={{ id: brandId, siteId: site.id }}>
                {answer.may_manage ? `Edit the identity of ${site.name}` : `The landing of ${site.name}`}
              </RouterLink>
            </Link>
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" aria-label={`Host names of ${site.name}`} marginBottom="4">
            {site.hosts.map((host) => (
              <HostRow key={host.hostname} hostRef={{ brandId, siteId: site.id, hostname: host.hostname }} host={host} mayManage={answer.may_manage} />
            ))}
          </Stack>
          {answer.may_manage ? (
            <AddHostForm brandId={brandId} siteId={site.id} siteName={site.name} />
          ) : (
            <OnlyWho action="manage-sites">add, check and remove host names, and change the look of each site</OnlyWho>
          )}
        </TitledSection>
      ))}
    </Stack>
  )
}
