import { Heading, Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { EventLog } from '../../../features/events/components/event-log'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { useRoleTable } from '../../../lib/features/features-context'
import { BrandOverviewHeading, BrandOverviewPanel } from '../../../features/workspace/components/brand-overview'

export const Route = createFileRoute('/_default/_authed/brands/$id/')({ component: BrandOverviewScreen })

function BrandOverviewScreen() {
  const { id } = Route.useParams()
  const { data: workspace } = useGetWorkspaceQuery()
  const roleTable = useRoleTable()
  // The brand's log is for those the role table lets read it; the figures are for every member.
  const role = workspace?.brands.find((brand) => brand.id === id)?.role ?? null
  return (
    <Stack gap="6">
      <BrandOverviewHeading />
      <BrandOverviewPanel brandId={id} />
      {roleTable.may(role, 'read-events') ? (
        <Stack as="section" aria-labelledby="recent-events" gap="3">
          <Heading as="h2" size="lg" id="recent-events">
            Recent events
          </Heading>
          <EventLog scope={{ brandId: id }} limit={10} />
        </Stack>
      ) : null}
    </Stack>
  )
}
