import { Heading, Text } from '@chakra-ui/react'
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { BrandRoleProvider } from '../../../lib/features/brand-role'
import { brandTabAt, brandTabsFor, labelText } from '../../../lib/features/feature'
import { useAppFeatures } from '../../../lib/features/features-context'
import { useBrand } from '../../../lib/site/use-brand'
import { SectionFrame } from '../../-components/section-tabs'

export const Route = createFileRoute('/_default/_authed/brands/$id')({ component: BrandLayout })

/** What a person who cannot open the brand reads instead: one sentence, with nothing to try again. */
function BrandRefusal({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="lg" role="alert">
      {children}
    </Heading>
  )
}

/**
 * The brand's sections, shown as the person's role in it allows (the role table the server checks):
 * the tabs whose screens they may open, and each screen's controls as it lets them change things.
 * Another brand's id, or a brand they have no role in, says so once.
 */
function BrandLayout() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const brand = useBrand()
  const features = useAppFeatures()
  const workspace = useGetWorkspaceQuery()
  const { pathname } = useLocation()
  const base = `/brands/${id}`
  // Only the site's own brand can be run through its host; the API answers any other id with 404.
  if (id !== brand.site.brand_id) {
    return (
      <BrandRefusal>
        <FormattedMessage id="workspace.brandLayout.noSuchBrand" defaultMessage="No such brand here." />
      </BrandRefusal>
    )
  }
  return (
    <QueryState
      query={workspace}
      loading={<FormattedMessage id="workspace.brandLayout.loading" defaultMessage="Loading your place in the brand…" />}
      offline={<FormattedMessage id="workspace.brandLayout.offline" defaultMessage="You are offline, so your place in the brand cannot be loaded." />}
    >
      {({ brands }) => {
        const role = brands.find((each) => each.id === id)?.role ?? null
        if (role === null) {
          return (
            <BrandRefusal>
              <FormattedMessage id="workspace.brandLayout.notMember" defaultMessage="You are not a member of this brand." />
            </BrandRefusal>
          )
        }
        const tabs = brandTabsFor(features, role)
        // A tab's own screen opened by its address by a role it is not shown to: said once, in the frame of the tabs it has.
        const opened = pathname.startsWith(base) ? brandTabAt(features.brandTabs, pathname.slice(base.length)) : undefined
        const closed = opened !== undefined && !tabs.includes(opened)
        return (
          <SectionFrame title={brand.site.meta.name} label={intl.formatMessage({ id: 'workspace.brandLayout.sections', defaultMessage: 'Brand sections' })} base={base} tabs={tabs}>
            {closed ? (
              <Text role="alert" fontSize="lg">
                <FormattedMessage
                  id="workspace.brandLayout.closedTab"
                  defaultMessage="{tab} is not open to your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {site admin}})."
                  values={{ tab: labelText(opened.label, intl), role }}
                />
              </Text>
            ) : (
              <BrandRoleProvider role={role}>
                <Outlet />
              </BrandRoleProvider>
            )}
          </SectionFrame>
        )
      }}
    </QueryState>
  )
}
