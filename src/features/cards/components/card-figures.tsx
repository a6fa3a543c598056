import { Box, Button, ButtonGroup, Grid, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { LoadingState, QueryState } from '../../../components/ui/query-state'
import { analyticsRanges, type AnalyticsRange, type CardAnalytics } from '../../../domain/card-analytics'
import { analyticsSeries, analyticsSummary, shortDay, sourceLabels } from '../card-analytics'
import type { CardRef } from '../api/get-card'
import { useGetCardAnalyticsQuery } from '../api/get-card-analytics'
import { TitledSection } from '../../../components/ui/titled-section'
import { FiguresTable } from './figures-table'

// The charting code is large and only for the card's editors: it loads with the figures.
const AnalyticsChart = lazy(() => import('./analytics-chart'))

/**
 * How the card does over the last 7, 30 or 90 days: totals, a chart of each day, the same numbers
 * in a table, where visits came from (the `?src=` markers) and the links tapped most. Counted
 * without cookies or anything of the visitor, crawlers left out (docs/analytics.md).
 */
export function CardFigures({ cardRef }: { cardRef: CardRef }) {
  const [days, setDays] = useState<AnalyticsRange>(30)
  const analytics = useGetCardAnalyticsQuery({ ...cardRef, days }, { refetchOnMountOrArgChange: true })
  return (
    <TitledSection
      title="Figures"
      titleSpace="3"
      actions={
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Period">
          {analyticsRanges.map((range) => (
            <Button key={range} aria-pressed={days === range} variant={days === range ? 'solid' : 'outline'} onClick={() => setDays(range)}>
              {range} days
            </Button>
          ))}
        </ButtonGroup>
      }
    >
      <QueryState query={analytics} of="the figures">
        {(answer) => <Figures analytics={answer} />}
      </QueryState>
    </TitledSection>
  )
}

function Figures({ analytics }: { analytics: CardAnalytics }) {
  const quiet = analyticsSeries.every((series) => analytics.totals[series.key] === 0)
  return (
    <>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(5, 1fr)' }} gap="3">
        {analyticsSeries.map((series) => (
          <Box key={series.key} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {series.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" css={{ fontVariantNumeric: 'tabular-nums' }}>
              {analytics.totals[series.key]}
            </Text>
          </Box>
        ))}
      </Grid>
      {quiet ? (
        <Text color="fg.muted" marginTop="3">
          No activity in the last {analytics.days} days.
        </Text>
      ) : (
        <>
          <Box marginTop="4">
            <Suspense fallback={<LoadingState label="Loading the chart…" />}>
              <AnalyticsChart analytics={analytics} description={analyticsSummary(analytics)} />
            </Suspense>
          </Box>
          <Box marginTop="4" maxHeight="80" overflowY="auto" tabIndex={0} role="region" aria-label="Figures per day" borderWidth="1px" borderColor="border" borderRadius="md">
            <FiguresTable
              caption={`Each day of the last ${analytics.days} (UTC), newest first`}
              columns={['Day', ...analyticsSeries.map((series) => series.label)]}
              rows={[...analytics.series].reverse().map((day) => ({ key: day.day, name: shortDay(day.day), figures: analyticsSeries.map((series) => day[series.key]) }))}
            />
          </Box>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" marginTop="4">
            <FiguresTable caption="Where views came from" columns={['Source', 'Views']} rows={analytics.sources.map((entry) => ({ key: entry.source, name: sourceLabels[entry.source], figures: [entry.views] }))} />
            <FiguresTable
              caption="Links tapped most"
              columns={['Link', 'Taps']}
              rows={analytics.links.map((entry) => ({ key: entry.target, name: entry.target.replace(/^(https?:\/\/|mailto:|tel:)/, ''), figures: [entry.taps], breakName: true }))}
              empty="No link tapped yet."
            />
          </Grid>
        </>
      )}
    </>
  )
}
