import { Box } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { CardAnalytics } from '../../../domain/card-analytics'
import { analyticsSeries, shortDay } from '../card-analytics'

/**
 * The days of the range as lines, one per count, each in its own colour and dash so they part
 * without colour too. Loaded only when the figures are shown; the table beside it holds the same
 * numbers for anyone who does not read charts.
 */
export default function AnalyticsChart({ analytics, description }: { analytics: CardAnalytics; description: string }) {
  const intl = useIntl()
  const day = (value: unknown) => shortDay(intl, String(value))
  return (
    <Box role="img" aria-label={description} height="64" width="full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={analytics.series} margin={{ top: 8, right: 28, bottom: 8, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d4d4d8" />
          <XAxis dataKey="day" tickFormatter={day} minTickGap={24} tick={{ fontSize: 12, fill: '#3f3f46' }} />
          <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12, fill: '#3f3f46' }} />
          <Tooltip labelFormatter={day} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {analyticsSeries.map((series) => (
            <Line key={series.key} type="monotone" dataKey={series.key} name={intl.formatMessage(series.label)} stroke={series.colour} strokeDasharray={series.dash} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  )
}
