import { Button, ButtonGroup, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
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
  const [make, making] = useMakeCalendarFeedMutation()
  const [stop, stopping] = useStopCalendarFeedMutation()
  const [address, setAddress] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function makeAddress() {
    setOutcome(null)
    const answer = await make(brandId)
    if (answer.data) setAddress(answer.data.url)
    else setOutcome({ problem: `No address made: ${failureMessage(answer.error)}` })
  }
  async function stopAddress() {
    setOutcome(null)
    const answer = await stop(brandId)
    if (answer.error) return setOutcome({ problem: `Not stopped: ${failureMessage(answer.error)}` })
    setAddress(null)
    setOutcome({ done: 'The address is stopped: calendars subscribed to it get nothing more.' })
  }
  async function copy(url: string) {
    await navigator.clipboard.writeText(url).then(
      () => setOutcome({ done: 'The address is copied.' }),
      () => setOutcome({ done: 'Copying is not allowed here: select the address and copy it.' }),
    )
  }

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Your bookings in your calendar
      </Heading>
      <Text>A private address of your bookings in this brand, for Google Calendar (“From URL”) or Apple Calendar (“New Calendar Subscription”). Anyone with the address sees your bookings: it is shown once, and making a new one stops the old.</Text>
      {address ? <TextField label="Your private calendar address" value={address} readOnly onChange={() => undefined} onFocus={(event) => event.currentTarget.select()} /> : null}
      <FormProblem>{outcome && 'problem' in outcome ? outcome.problem : null}</FormProblem>
      <FormSuccess>{outcome && 'done' in outcome ? outcome.done : null}</FormSuccess>
      <ButtonGroup size="sm" wrap="wrap">
        <Button {...needs('offer-appointments')} colorPalette="primary" loading={making.isLoading} onClick={() => void makeAddress()}>
          {address ? 'Make a new address' : 'Make a private address'}
        </Button>
        {address ? (
          <Button variant="outline" onClick={() => void copy(address)}>
            Copy the address
          </Button>
        ) : null}
        <Button {...needs('offer-appointments')} variant="outline" colorPalette="red" loading={stopping.isLoading} onClick={() => void stopAddress()}>
          Stop the address
        </Button>
      </ButtonGroup>
    </Stack>
  )
}
