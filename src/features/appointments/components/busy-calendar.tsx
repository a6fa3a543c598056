import { Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { useGetCalendarImportQuery } from '../api/get-calendar-import'
import { BusyCalendarForm } from './busy-calendar-form'

/** The host's own calendar, whose busy times are never offered to visitors: its address, and how its last read went. */
export function BusyCalendar() {
  // After a save or "Read it now", the screen looks again every 3 s until the read is done (or a minute has passed).
  const [askedAt, setAskedAt] = useState<number | null>(null)
  const latest = useGetCalendarImportQuery()
  const readSince = askedAt !== null && latest.data?.refreshed_at && Date.parse(latest.data.refreshed_at) >= askedAt - 1000
  const waiting = askedAt !== null && !readSince
  useEffect(() => {
    if (askedAt === null) return
    const giveUp = setTimeout(() => setAskedAt(null), 60_000)
    return () => clearTimeout(giveUp)
  }, [askedAt])
  const current = useGetCalendarImportQuery(undefined, { pollingInterval: waiting ? 3000 : 0 })
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        <FormattedMessage id="appointments.busyCalendar.heading" defaultMessage="Busy times from your own calendar" />
      </Heading>
      <Text>
        <FormattedMessage
          id="appointments.busyCalendar.about"
          defaultMessage="The address of your own calendar (.ics, e.g. Google’s “Secret address in iCal format”): its events are read every half hour, and visitors are never offered a time they cover, in any brand."
        />
      </Text>
      <QueryState
        query={current}
        loading={<FormattedMessage id="appointments.busyCalendar.loading" defaultMessage="Loading your calendar…" />}
        offline={<FormattedMessage id="appointments.busyCalendar.offlineLoad" defaultMessage="Connect to the internet to see your calendar." />}
      >
        {(calendar) => <BusyCalendarForm calendar={calendar} reading={waiting} onAsked={() => setAskedAt(Date.now())} />}
      </QueryState>
    </Stack>
  )
}
