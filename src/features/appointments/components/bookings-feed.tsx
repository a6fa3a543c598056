import { Button, ButtonGroup, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { FormSuccess } from '../../../components/ui/form-success'
import { TextField } from '../../../components/ui/text-field'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useMakeCalendarFeedMutation } from '../api/make-calendar-feed'
import { useStopCalendarFeedMutation } from '../api/stop-calendar-feed'

/** What became of the last thing asked: a problem, or what was done. */
type Outcome = { problem: string } | { done: string } | null

/** A private address of the host's bookings in this brand, for their calendar to subscribe to: shown once, made anew or stopped. */
export function BookingsFeed({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const [make, making] = useMakeCalendarFeedMutation()
  const [stop, stopping] = useStopCalendarFeedMutation()
  const [address, setAddress] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function makeAddress() {
    setOutcome(null)
    const answer = await make(brandId)
    if (answer.data) setAddress(answer.data.url)
    else
      setOutcome({ problem: intl.formatMessage({ id: 'appointments.feed.makeFailed', defaultMessage: 'No address made: {problem}' }, { problem: failureMessage(answer.error) }) })
  }
  async function stopAddress() {
    setOutcome(null)
    const answer = await stop(brandId)
    if (answer.error)
      return setOutcome({
        problem: intl.formatMessage({ id: 'appointments.feed.stopFailed', defaultMessage: 'Not stopped: {problem}' }, { problem: failureMessage(answer.error) }),
      })
    setAddress(null)
    setOutcome({ done: intl.formatMessage({ id: 'appointments.feed.stopped', defaultMessage: 'The address is stopped: calendars subscribed to it get nothing more.' }) })
  }
  async function copy(url: string) {
    await navigator.clipboard.writeText(url).then(
      () => setOutcome({ done: intl.formatMessage({ id: 'appointments.feed.copied', defaultMessage: 'The address is copied.' }) }),
      () => setOutcome({ done: intl.formatMessage({ id: 'appointments.feed.copyRefused', defaultMessage: 'Copying is not allowed here: select the address and copy it.' }) }),
    )
  }

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        <FormattedMessage id="appointments.feed.heading" defaultMessage="Your bookings in your calendar" />
      </Heading>
      <Text>
        <FormattedMessage
          id="appointments.feed.about"
          defaultMessage="A private address of your bookings in this brand, for Google Calendar (“From URL”) or Apple Calendar (“New Calendar Subscription”). Anyone with the address sees your bookings: it is shown once, and making a new one stops the old."
        />
      </Text>
      {address ? (
        <TextField
          label={intl.formatMessage({ id: 'appointments.feed.address', defaultMessage: 'Your private calendar address' })}
          dir="ltr"
          value={address}
          readOnly
          onChange={() => undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      <FormProblem>{outcome && 'problem' in outcome ? outcome.problem : null}</FormProblem>
      <FormSuccess>{outcome && 'done' in outcome ? outcome.done : null}</FormSuccess>
      <ButtonGroup size="sm" wrap="wrap">
        <Button {...needs('offer-appointments')} colorPalette="primary" loading={making.isLoading} onClick={() => void makeAddress()}>
          {address ? (
            <FormattedMessage id="appointments.feed.makeNew" defaultMessage="Make a new address" />
          ) : (
            <FormattedMessage id="appointments.feed.make" defaultMessage="Make a private address" />
          )}
        </Button>
        {address ? (
          <Button variant="outline" onClick={() => void copy(address)}>
            <FormattedMessage id="appointments.feed.copy" defaultMessage="Copy the address" />
          </Button>
        ) : null}
        <Button {...needs('offer-appointments')} variant="outline" colorPalette="red" loading={stopping.isLoading} onClick={() => void stopAddress()}>
          <FormattedMessage id="appointments.feed.stop" defaultMessage="Stop the address" />
        </Button>
      </ButtonGroup>
    </Stack>
  )
}
