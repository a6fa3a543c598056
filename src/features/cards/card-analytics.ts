import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import type { AnalyticsCounts, CardAnalytics } from '../../domain/card-analytics'
import type { CardSource } from '../../domain/card-events'

const seriesLabels = defineMessages({
  views: { id: 'cards.analytics.views', defaultMessage: 'Views' },
  contact_saves: { id: 'cards.analytics.contactSaves', defaultMessage: 'Contact saves' },
  qr_scans: { id: 'cards.analytics.qrScans', defaultMessage: 'QR scans' },
  link_taps: { id: 'cards.analytics.linkTaps', defaultMessage: 'Link taps' },
  leads: { id: 'cards.analytics.leads', defaultMessage: 'Leads' },
})

/** The counts of a card's analytics, in the order the chart, the figures and the table show them. */
export const analyticsSeries: { key: keyof AnalyticsCounts; label: MessageDescriptor; colour: string; dash: string }[] = [
  { key: 'views', label: seriesLabels.views, colour: '#1d4ed8', dash: '' },
  { key: 'contact_saves', label: seriesLabels.contact_saves, colour: '#047857', dash: '6 3' },
  { key: 'qr_scans', label: seriesLabels.qr_scans, colour: '#b45309', dash: '2 3' },
  { key: 'link_taps', label: seriesLabels.link_taps, colour: '#7c3aed', dash: '8 3 2 3' },
  { key: 'leads', label: seriesLabels.leads, colour: '#be123c', dash: '1 2' },
]

/** Where visits came from, by the marker of the address they followed. */
export const sourceLabels: Record<CardSource, MessageDescriptor> = defineMessages({
  '': { id: 'cards.analytics.source.none', defaultMessage: 'Typed or shared without a marker' },
  qr: { id: 'cards.analytics.source.qr', defaultMessage: 'QR code' },
  link: { id: 'cards.analytics.source.link', defaultMessage: 'Shared link' },
  nfc: { id: 'cards.analytics.source.nfc', defaultMessage: 'NFC tag' },
  signature: { id: 'cards.analytics.source.signature', defaultMessage: 'E-mail signature' },
  background: { id: 'cards.analytics.source.background', defaultMessage: 'Video call background' },
})

/** "24 Nov" for a day of the analytics (UTC), in the reader's language. */
export const shortDay = (intl: IntlShape, day: string) => intl.formatDate(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' })

const summary: Record<'chart', MessageDescriptor> = defineMessages({
  chart: {
    id: 'cards.analytics.summary',
    defaultMessage:
      'Chart of the last {days} days: {views} views, {contactSaves} contact saves, {qrScans} QR scans, {linkTaps} link taps, {leads} leads. The table below gives the numbers for each day.',
  },
})

/** The chart in one sentence, for those who do not see it. */
export function analyticsSummary(intl: IntlShape, analytics: CardAnalytics): string {
  const { totals } = analytics
  return intl.formatMessage(summary.chart, {
    days: analytics.days,
    views: totals.views,
    contactSaves: totals.contact_saves,
    qrScans: totals.qr_scans,
    linkTaps: totals.link_taps,
    leads: totals.leads,
  })
}
