import { Badge, Box, Button, ButtonGroup, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { ListRow } from '../../../components/ui/item-list'
import type { HostBooking } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useDecideBookingMutation, type BookingDecision } from '../api/decide-booking'
import { clockOf, zoneWords } from '../when-words'

const statusWords = defineMessages({
  pending: { id: 'appointments.hostBooking.pending', defaultMessage: 'Waiting for you' },
  confirmed: { id: 'appointments.hostBooking.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'appointments.hostBooking.cancelled', defaultMessage: 'Cancelled' },
})
const statusColour = { pending: 'orange', confirmed: 'green', cancelled: 'gray' } as const

/** One booking as its host sees it: when, what, who and their answers; one waiting for the host is confirmed or declined here. */
export function HostBookingRow({ brandId, booking }: { brandId: string; booking: HostBooking }) {
  const intl = useIntl()
  const [decide, deciding] = useDecideBookingMutation()
  const [problem, setProblem] = useState<string | null>(null)
  async function choose(decision: BookingDecision) {
    setProblem(null)
    const answer = await decide({ brandId, bookingId: booking.id, decision })
    if (answer.error) {
      const problem = failureMessage(answer.error)
      setProblem(
        decision === 'confirm'
          ? intl.formatMessage({ id: 'appointments.hostBooking.notConfirmed', defaultMessage: 'Not confirmed: {problem}' }, { problem })
          : intl.formatMessage({ id: 'appointments.hostBooking.notDeclined', defaultMessage: 'Not declined: {problem}' }, { problem }),
      )
    }
  }
  const busy = (decision: BookingDecision) => deciding.isLoading && deciding.originalArgs?.decision === decision
  return (
    <ListRow
      aria-label={intl.formatMessage(
        { id: 'appointments.hostBooking.label', defaultMessage: '{time} {title} with {name}' },
        { time: clockOf(intl, booking.start), title: booking.type_title, name: booking.name },
      )}
    >
      <Stack gap="1">
        <Stack direction="row" justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            <FormattedMessage
              id="appointments.hostBooking.when"
              defaultMessage="{start}–{end} · {title}"
              values={{ start: clockOf(intl, booking.start), end: clockOf(intl, booking.end), title: booking.type_title }}
            />
          </Text>
          <Badge colorPalette={statusColour[booking.status]}>{intl.formatMessage(statusWords[booking.status])}</Badge>
        </Stack>
        <Text>
          <FormattedMessage
            id="appointments.hostBooking.who"
            defaultMessage="{name} · {email}"
            values={{
              name: booking.name,
              email: (
                <Link href={`mailto:${booking.email}`} color="link" dir="ltr">
                  {booking.email}
                </Link>
              ),
            }}
          />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage
            id="appointments.hostBooking.host"
            defaultMessage="Hosted by {host} · the booker’s zone: {zone}"
            values={{ host: booking.host.name, zone: zoneWords(booking.time_zone) }}
          />
        </Text>
        <BookingAnswers answers={booking.answers} />
        <FormProblem>{problem}</FormProblem>
        {/* The list holds only the person's own bookings, unless they may manage every host's. */}
        {booking.status === 'pending' ? (
          <ButtonGroup size="sm" marginTop="1">
            <Button {...needs('offer-appointments')} colorPalette="primary" loading={busy('confirm')} onClick={() => void choose('confirm')}>
              <FormattedMessage
                id="appointments.hostBooking.confirm"
                defaultMessage="Confirm<hidden> {name}’s booking</hidden>"
                values={{
                  name: booking.name,
                  hidden: (words) => (
                    <Box as="span" srOnly>
                      {words}
                    </Box>
                  ),
                }}
              />
            </Button>
            <Button {...needs('offer-appointments')} variant="outline" colorPalette="red" loading={busy('decline')} onClick={() => void choose('decline')}>
              <FormattedMessage
                id="appointments.hostBooking.decline"
                defaultMessage="Decline<hidden> {name}’s booking</hidden>"
                values={{
                  name: booking.name,
                  hidden: (words) => (
                    <Box as="span" srOnly>
                      {words}
                    </Box>
                  ),
                }}
              />
            </Button>
          </ButtonGroup>
        ) : null}
      </Stack>
    </ListRow>
  )
}

/** The visitor's answers to the type's questions, question by question. */
function BookingAnswers({ answers }: { answers: HostBooking['answers'] }) {
  if (answers.length === 0) return null
  return (
    <Box as="dl" fontSize="sm">
      {answers.map(({ question, answer }) => (
        <Box key={question}>
          <Text as="dt" display="inline" fontWeight="medium">
            <FormattedMessage id="appointments.hostBooking.question" defaultMessage="{question}:" values={{ question }} />
          </Text>
          <Text as="dd" display="inline" marginStart="1">
            {answer}
          </Text>
        </Box>
      ))}
    </Box>
  )
}
