import { Heading, Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { EventLog } from '../../../features/events/components/event-log'
import { BrandOverviewHeading, BrandOverviewPanel } from '../../../features/workspace/components/brand-overview'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'

export const Route = createFileRoute('/_default/_authed/brands/$id/')({ component: BrandOverviewScreen })

function BrandOverviewScreen() {
  const { id } = Route.useParams()
  // The brand's log is for those the role table lets read it; the figures are for every member.
  const may = useMayInBrand(id)
  return (
    <Stack gap="6">
      <BrandOverviewHeading />
      <BrandOverviewPanel brandId={id} />
      {may('read-events') ? (
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
