import { Button, ButtonGroup, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { calendarImportInputSchema, type CalendarImport } from '../../../domain/appointment'
import { failureMessage, failureField } from '../../../lib/api/api-failure'
import { validate } from '../../../lib/forms/field-errors'
import { useGetCalendarImportQuery, useMakeCalendarFeedMutation, useRefreshCalendarImportMutation, useRemoveCalendarImportMutation, useSetCalendarImportMutation, useStopCalendarFeedMutation } from '../api/appointments-api'
import { deviceTimeZone } from '../time-zones'

/**
 * The host's calendars: a private address of their bookings to subscribe to from Google or Apple
 * Calendar, and their own calendar's address, whose busy times are never offered to visitors.
 */
export function CalendarConnections({ brandId }: { brandId: string }) {
  return (
    <Stack as="section" aria-labelledby="calendars-heading" gap="6" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h2" id="calendars-heading" size="lg">
        Your calendars
      </Heading>
      <BookingsFeed brandId={brandId} />
      <BusyCalendar />
    </Stack>
  )
}

function BookingsFeed({ brandId }: { brandId: string }) {
  const [make, making] = useMakeCalendarFeedMutation()
  const [stop, stopping] = useStopCalendarFeedMutation()
  const [address, setAddress] = useState<string | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function makeAddress() {
    setProblem(null)
    setSaid(null)
    const answer = await make(brandId)
    if (answer.data) setAddress(answer.data.url)
    else setProblem(`No address made: ${failureMessage(answer.error)}`)
  }
  async function stopAddress() {
    setProblem(null)
    const answer = await stop(brandId)
    if (answer.error) return setProblem(`Not stopped: ${failureMessage(answer.error)}`)
    setAddress(null)
    setSaid('The address is stopped: calendars subscribed to it get nothing more.')
  }
  async function copy(url: string) {
    await navigator.clipboard.writeText(url).then(
      () => setSaid('The address is copied.'),
      () => setSaid('Copying is not allowed here: select the address and copy it.'),
    )
  }

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Your bookings in your calendar
      </Heading>
      <Text>A private address of your bookings in this brand, for Google Calendar (“From URL”) or Apple Calendar (“New Calendar Subscription”). Anyone with the address sees your bookings: it is shown once, and making a new one stops the old.</Text>
      {address ? <TextField label="Your private calendar address" value={address} readOnly onChange={() => undefined} onFocus={(event) => event.currentTarget.select()} /> : null}
      <Outcome problem={problem} said={said} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button colorPalette="primary" loading={making.isLoading} onClick={() => void makeAddress()}>
          {address ? 'Make a new address' : 'Make a private address'}
        </Button>
        {address ? (
          <Button variant="outline" onClick={() => void copy(address)}>
            Copy the address
          </Button>
        ) : null}
        <Button variant="outline" colorPalette="red" loading={stopping.isLoading} onClick={() => void stopAddress()}>
          Stop the address
        </Button>
      </ButtonGroup>
    </Stack>
  )
}

/** What became of the last thing asked: a problem, or what was done. */
function Outcome({ problem, said }: { problem: string | null; said: string | null }) {
  return (
    <>
      <FormProblem>{problem}</FormProblem>
      {said ? (
        <Text role="status" color="fg.success" fontWeight="medium">
          {said}
        </Text>
      ) : null}
    </>
  )
}

const whenRead = (instant: string) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(instant))

function BusyCalendar() {
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
        Busy times from your own calendar
      </Heading>
      <Text>The address of your own calendar (.ics, e.g. Google’s “Secret address in iCal format”): its events are read every half hour, and visitors are never offered a time they cover, in any brand.</Text>
      <QueryState query={current} loading="Loading your calendar…" offline="Connect to the internet to see your calendar.">
        {(calendar) => <BusyCalendarForm calendar={calendar} reading={waiting} onAsked={() => setAskedAt(Date.now())} />}
      </QueryState>
    </Stack>
  )
}

function BusyCalendarForm({ calendar, reading, onAsked }: { calendar: CalendarImport | null; reading: boolean; onAsked: () => void }) {
  const [url, setUrl] = useState(calendar?.url ?? '')
  const [checked, setChecked] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | undefined>(undefined)
  const [save, saving] = useSetCalendarImportMutation()
  const [refresh, refreshing] = useRefreshCalendarImportMutation()
  const [remove, removing] = useRemoveCalendarImportMutation()
  const validation = validate(calendarImportInputSchema, { url, time_zone: deviceTimeZone() })
  const error = (checked && !validation.ok ? validation.errors.url : undefined) ?? serverError

  async function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setSaid(null)
    setProblem(null)
    if (!validation.ok) return
    const answer = await save(validation.value)
    if (answer.data) {
      setSaid('Saved.')
      setChecked(false)
      onAsked()
    } else if (failureField(answer.error) === 'url') setServerError(failureMessage(answer.error).replace(/^url: /, ''))
    else setProblem(`Not saved: ${failureMessage(answer.error)}`)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <TextField
          label="Calendar address"
          errorSubject="The address"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://calendar.example.com/private.ics"
          value={url}
          error={error}
          onChange={(next) => {
            setUrl(next)
            setServerError(undefined)
            setSaid(null)
          }}
        />
        {calendar ? (
          <Text role={calendar.problem ? 'alert' : undefined} color={calendar.problem ? 'fg.error' : 'fg.muted'}>
            {reading
              ? 'Reading the calendar…'
              : calendar.problem
              ? `The last read failed: ${calendar.problem}.${calendar.busy_times > 0 ? ` Visitors are still kept from the ${calendar.busy_times} busy times of the last good read.` : ''}`
              : calendar.refreshed_at
                ? `Read ${whenRead(calendar.refreshed_at)}: ${calendar.busy_times} busy times.`
                : 'Not read yet: it is read within a minute.'}
          </Text>
        ) : null}
        <Outcome problem={problem} said={said} />
        <ButtonGroup size="sm" wrap="wrap">
          <Button type="submit" colorPalette="primary" loading={saving.isLoading}>
            Save the calendar address
          </Button>
          {calendar ? (
            <>
              <Button
                variant="outline"
                loading={refreshing.isLoading}
                onClick={() =>
                  void refresh().then((answer) => {
                    setSaid(null)
                    if ('error' in answer) return setProblem(`Not read: ${failureMessage(answer.error)}`)
                    setProblem(null)
                    onAsked()
                  })
                }
              >
                Read it now
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                loading={removing.isLoading}
                onClick={() =>
                  void remove().then(() => {
                    setUrl('')
                    setSaid('Removed: its busy times are forgotten.')
                  })
                }
              >
                Remove the calendar
              </Button>
            </>
          ) : null}
        </ButtonGroup>
      </Stack>
    </form>
  )
}
