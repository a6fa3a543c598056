import { Link, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { QueryState } from '../../../components/ui/query-state'
import { SiteIdentityWithPages } from '../../-components/site-identity-with-pages'
import { useListBrandSitesQuery } from '../../../features/brand-sites/api/list-brand-sites'
import { OnlyWho } from '../../../lib/features/brand-role'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/sites/$siteId')({ component: BrandSiteScreen })

/** One site of the brand: its identity, and the way to its landing, which is edited where visitors see it. */
function BrandSiteScreen() {
  const { id, siteId } = Route.useParams()
  const current = useBrand()
  const sites = useListBrandSitesQuery(id)
  return (
    <QueryState query={sites} loading="Loading the site…" offline="You are offline, so the site cannot be loaded.">
      {(answer) => {
        const site = answer.sites.find((each) => each.id === siteId)
        if (!site) {
          return (
            <Text role="alert">
              This brand has no such site.{' '}
              <Link asChild color="link">
                <RouterLink to="/brands/$id/sites" params={{ id }}>
                  See its sites
                </RouterLink>
              </Link>
            </Text>
          )
        }
        const main = site.hosts.find((host) => host.is_main && host.verified_at)
        return (
          <Stack gap="6">
            <ScreenTitle title={site.name} />
            <Text>
              The landing page is edited where visitors see it: sign in as an admin of the site and press Edit on a block.{' '}
              {site.id === current.site.id ? (
                <Link asChild color="link">
                  <RouterLink to="/">Edit the landing of {site.name}</RouterLink>
                </Link>
              ) : main ? (
                <Link color="link" href={`${window.location.protocol}//${main.hostname}${window.location.port ? `:${window.location.port}` : ''}/`}>
                  Edit the landing of {site.name} on {main.hostname}
                </Link>
              ) : null}
            </Text>
            {answer.may_manage ? (
              <SiteIdentityWithPages key={site.id} brandId={id} site={site} />
            ) : (
              <OnlyWho action="manage-sites">change the look of its sites</OnlyWho>
            )}
          </Stack>
        )
      }}
    </QueryState>
  )
}
