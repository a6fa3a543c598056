import { useIntl } from 'react-intl'

/** A calendar day (YYYY-MM-DD) in the reader's locale: "29 Nov 2026". */
export function DayText({ day }: { day: string }) {
  const intl = useIntl()
  return <time dateTime={day}>{intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}</time>
}
