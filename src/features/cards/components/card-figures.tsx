import { Box, Button, ButtonGroup, Grid, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
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
  const intl = useIntl()
  return (
    <TitledSection
      title={<FormattedMessage id="cards.figures.title" defaultMessage="Figures" />}
      titleSpace="3"
      actions={
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'cards.figures.period', defaultMessage: 'Period' })}>
          {analyticsRanges.map((range) => (
            <Button key={range} aria-pressed={days === range} variant={days === range ? 'solid' : 'outline'} onClick={() => setDays(range)}>
              <FormattedMessage id="cards.figures.range" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days: range }} />
            </Button>
          ))}
        </ButtonGroup>
      }
    >
      <QueryState
        query={analytics}
        loading={<FormattedMessage id="cards.figures.loading" defaultMessage="Loading the figures…" />}
        offline={<FormattedMessage id="cards.figures.offline" defaultMessage="You are offline, so the figures cannot be loaded." />}
      >
        {(answer) => <Figures analytics={answer} />}
      </QueryState>
    </TitledSection>
  )
}

function Figures({ analytics }: { analytics: CardAnalytics }) {
  const intl = useIntl()
  const quiet = analyticsSeries.every((series) => analytics.totals[series.key] === 0)
  return (
    <>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(5, 1fr)' }} gap="3">
        {analyticsSeries.map((series) => (
          <Box key={series.key} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {intl.formatMessage(series.label)}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" css={{ fontVariantNumeric: 'tabular-nums' }}>
              {intl.formatNumber(analytics.totals[series.key])}
            </Text>
          </Box>
        ))}
      </Grid>
      {quiet ? (
        <Text color="fg.muted" marginTop="3">
          <FormattedMessage id="cards.figures.quiet" defaultMessage="No activity in the last {days, plural, one {# day} other {# days}}." values={{ days: analytics.days }} />
        </Text>
      ) : (
        <>
          <Box marginTop="4">
            <Suspense fallback={<LoadingState label={<FormattedMessage id="cards.figures.loadingChart" defaultMessage="Loading the chart…" />} />}>
              <AnalyticsChart analytics={analytics} description={analyticsSummary(intl, analytics)} />
            </Suspense>
          </Box>
          <Box marginTop="4" maxHeight="80" overflowY="auto" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'cards.figures.perDay', defaultMessage: 'Figures per day' })} borderWidth="1px" borderColor="border" borderRadius="md">
            <FiguresTable
              caption={<FormattedMessage id="cards.figures.dailyCaption" defaultMessage="Each day of the last {days} (UTC), newest first" values={{ days: analytics.days }} />}
              columns={[intl.formatMessage({ id: 'cards.figures.day', defaultMessage: 'Day' }), ...analyticsSeries.map((series) => intl.formatMessage(series.label))]}
              rows={[...analytics.series].reverse().map((day) => ({
                key: day.day,
                name: shortDay(intl, day.day),
                figures: analyticsSeries.map((series) => intl.formatNumber(day[series.key])),
              }))}
            />
          </Box>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" marginTop="4">
            <FiguresTable
              caption={<FormattedMessage id="cards.figures.sourcesCaption" defaultMessage="Where views came from" />}
              columns={[intl.formatMessage({ id: 'cards.figures.source', defaultMessage: 'Source' }), intl.formatMessage({ id: 'cards.figures.views', defaultMessage: 'Views' })]}
              rows={analytics.sources.map((entry) => ({ key: entry.source, name: intl.formatMessage(sourceLabels[entry.source]), figures: [intl.formatNumber(entry.views)] }))}
            />
            <FiguresTable
              caption={<FormattedMessage id="cards.figures.linksCaption" defaultMessage="Links tapped most" />}
              columns={[intl.formatMessage({ id: 'cards.figures.link', defaultMessage: 'Link' }), intl.formatMessage({ id: 'cards.figures.taps', defaultMessage: 'Taps' })]}
              rows={analytics.links.map((entry) => ({
                key: entry.target,
                name: <bdi dir="ltr">{entry.target.replace(/^(https?:\/\/|mailto:|tel:)/, '')}</bdi>,
                figures: [intl.formatNumber(entry.taps)],
                breakName: true,
              }))}
              empty={intl.formatMessage({ id: 'cards.figures.noLinks', defaultMessage: 'No link tapped yet.' })}
            />
          </Grid>
        </>
      )}
    </>
  )
}
