import { Box, Button, ButtonGroup, Grid, Text, chakra } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { LoadingState, QueryState } from '../../../components/ui/query-state'
import { analyticsRanges, type AnalyticsRange, type CardAnalytics } from '../../../domain/card-analytics'
import { analyticsSeries, analyticsSummary, shortDay, sourceLabels } from '../card-analytics'
import type { CardRef } from '../api/get-card'
import { useGetCardAnalyticsQuery } from '../api/get-card-analytics'
import { TitledSection } from '../../../components/ui/titled-section'

// The charting code is large and only for the card's editors: it loads with the figures.
const AnalyticsChart = lazy(() => import('./analytics-chart'))

// Figures line up on their last digit, in digits of one width.
const tableCss = {
  '& th, & td': { paddingY: '1', paddingX: '2', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'start' },
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBottom: '1' },
} as const

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
      <QueryState query={analytics} loading="Loading the figures…" offline="You are offline, so the figures cannot be loaded.">
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
            <chakra.table width="full" fontSize="sm" css={tableCss}>
              <caption>Each day of the last {analytics.days} (UTC), newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {analyticsSeries.map((series) => (
                    <th scope="col" key={series.key}>
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...analytics.series].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{shortDay(day.day)}</th>
                    {analyticsSeries.map((series) => (
                      <td key={series.key}>{day[series.key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" marginTop="4">
            <chakra.table width="full" fontSize="sm" css={tableCss}>
              <caption>Where views came from</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody>
                {analytics.sources.map((entry) => (
                  <tr key={entry.source}>
                    <th scope="row">{sourceLabels[entry.source]}</th>
                    <td>{entry.views}</td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
            <chakra.table width="full" fontSize="sm" css={tableCss}>
              <caption>Links tapped most</caption>
              <thead>
                <tr>
                  <th scope="col">Link</th>
                  <th scope="col">Taps</th>
                </tr>
              </thead>
              <tbody>
                {analytics.links.length === 0 ? (
                  <tr>
                    <td colSpan={2}>No link tapped yet.</td>
                  </tr>
                ) : (
                  analytics.links.map((entry) => (
                    <tr key={entry.target}>
                      <th scope="row" style={{ wordBreak: 'break-all' }}>
                        {entry.target.replace(/^(https?:\/\/|mailto:|tel:)/, '')}
                      </th>
                      <td>{entry.taps}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </chakra.table>
          </Grid>
        </>
      )}
    </>
  )
}
