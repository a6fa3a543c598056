import { Box, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import type { BrandOverview } from '../../../domain/workspace'
import { QueryState } from '../../../components/ui/query-state'
import { useMay } from '../../../lib/features/brand-role'
import { useGetBrandOverviewQuery } from '../api/get-workspace'
import { FigureWords } from './figure-words'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" padding="4">
      <FigureWords value={value} label={label} />
    </Box>
  )
}

/** Views per day as bars, with the same figures in a table for screen readers. */
function ViewsChart({ days }: { days: BrandOverview['days'] }) {
  const highest = Math.max(1, ...days.map((day) => day.views))
  return (
    <Stack gap="2" as="figure">
      <Text as="figcaption" fontWeight="semibold">
        Card views per day, last 30 days
      </Text>
      <HStack align="flex-end" gap="1" height="24" aria-hidden="true">
        {days.map((day) => (
          <Box key={day.day} flex="1" bg="primary.solid" borderRadius="xs" minHeight="1px" height={`${(day.views / highest) * 100}%`} title={`${day.day}: ${day.views} views, ${day.leads} leads`} />
        ))}
      </HStack>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.views}</td>
                <td>{day.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  )
}

/** A brand at a glance: its cards, 30 days of views and leads, its members. */
export function BrandOverviewPanel({ brandId }: { brandId: string }) {
  const overview = useGetBrandOverviewQuery(brandId)
  const may = useMay()
  return (
    <QueryState query={overview} of="the brand's figures" reloads="they">
      {({ figures, days }) => (
        <Stack gap="6">
          <SimpleGrid as="section" aria-label="Figures" columns={{ base: 2, md: 5 }} gap="3">
            <Figure label="published cards" value={figures.published_cards} />
            <Figure label="draft cards" value={figures.draft_cards} />
            <Figure label="views, 30 days" value={figures.views_30_days} />
            <Figure label="new leads, 30 days" value={figures.leads_30_days} />
            <Figure label={figures.members === 1 ? 'member' : 'members'} value={figures.members} />
          </SimpleGrid>
          <ViewsChart days={days} />
          <HStack gap="4" wrap="wrap">
            {/* Only a screen the role opens: the cards' list needs edit-cards, as its tab does. */}
            {may('edit-cards') ? (
              <BrandScreenLink brandId={brandId} screen="/brands/$id/vcards">
                Business cards
              </BrandScreenLink>
            ) : null}
            <BrandScreenLink brandId={brandId} screen="/brands/$id/admins">
              Members
            </BrandScreenLink>
          </HStack>
        </Stack>
      )}
    </QueryState>
  )
}

export function BrandOverviewHeading() {
  return (
    <Heading as="h1" size="2xl">
      Overview
    </Heading>
  )
}
