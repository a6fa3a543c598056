import type { AnalyticsCounts, CardAnalytics } from '../../domain/card-analytics'
import type { CardSource } from '../../domain/card-events'

/** The counts of a card's analytics, in the order the chart, the figures and the table show them. */
export const analyticsSeries: { key: keyof AnalyticsCounts; label: string; colour: string; dash: string }[] = [
  { key: 'views', label: 'Views', colour: '#1d4ed8', dash: '' },
  { key: 'contact_saves', label: 'Contact saves', colour: '#047857', dash: '6 3' },
  { key: 'qr_scans', label: 'QR scans', colour: '#b45309', dash: '2 3' },
  { key: 'link_taps', label: 'Link taps', colour: '#7c3aed', dash: '8 3 2 3' },
  { key: 'leads', label: 'Leads', colour: '#be123c', dash: '1 2' },
]

/** Where visits came from, by the marker of the address they followed. */
export const sourceLabels: Record<CardSource, string> = {
  '': 'Typed or shared without a marker',
  qr: 'QR code',
  link: 'Shared link',
  nfc: 'NFC tag',
  signature: 'E-mail signature',
  background: 'Video call background',
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "24 Nov" for a day of the analytics (UTC). */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/** The chart in one sentence, for those who do not see it. */
export function analyticsSummary(analytics: CardAnalytics): string {
  const totals = analyticsSeries.map((series) => `${analytics.totals[series.key]} ${series.label.toLowerCase()}`).join(', ')
  return `Chart of the last ${analytics.days} days: ${totals}. The table below gives the numbers for each day.`
}
