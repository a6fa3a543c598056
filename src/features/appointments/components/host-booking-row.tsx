import { Badge, Box, Button, ButtonGroup, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { ListRow } from '../../../components/ui/item-list'
import type { HostBooking } from '../../../domain/appointment'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useDecideBookingMutation, type BookingDecision } from '../api/decide-booking'
import { clockOf, zoneWords } from '../when-words'

const statusWords = { pending: 'Waiting for you', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const
const statusColour = { pending: 'orange', confirmed: 'green', cancelled: 'gray' } as const
const notDone = { confirm: 'Not confirmed', decline: 'Not declined' } as const

/** One booking as its host sees it: when, what, who and their answers; one waiting for the host is confirmed or declined here. */
export function HostBookingRow({ brandId, booking }: { brandId: string; booking: HostBooking }) {
  const [decide, deciding] = useDecideBookingMutation()
  const [problem, setProblem] = useState<string | null>(null)
  async function choose(decision: BookingDecision) {
    setProblem(null)
    const answer = await decide({ brandId, bookingId: booking.id, decision })
    if (answer.error) setProblem(`${notDone[decision]}: ${failureMessage(answer.error)}`)
  }
  const busy = (decision: BookingDecision) => deciding.isLoading && deciding.originalArgs?.decision === decision
  return (
    <ListRow aria-label={`${clockOf(booking.start)} ${booking.type_title} with ${booking.name}`}>
      <Stack gap="1">
        <Stack direction="row" justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {clockOf(booking.start)}–{clockOf(booking.end)} · {booking.type_title}
          </Text>
          <Badge colorPalette={statusColour[booking.status]}>{statusWords[booking.status]}</Badge>
        </Stack>
        <Text>
          {booking.name} ·{' '}
          <Link href={`mailto:${booking.email}`} color="link">
            {booking.email}
          </Link>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Hosted by {booking.host.name} · the booker’s zone: {zoneWords(booking.time_zone)}
        </Text>
        <BookingAnswers answers={booking.answers} />
        <FormProblem>{problem}</FormProblem>
        {/* The list holds only the person's own bookings, unless they may manage every host's. */}
        {booking.status === 'pending' ? (
          <ButtonGroup size="sm" marginTop="1">
            <Button {...needs('offer-appointments')} colorPalette="primary" loading={busy('confirm')} onClick={() => void choose('confirm')}>
              Confirm<Box as="span" srOnly>{` ${booking.name}’s booking`}</Box>
            </Button>
            <Button {...needs('offer-appointments')} variant="outline" colorPalette="red" loading={busy('decline')} onClick={() => void choose('decline')}>
              Decline<Box as="span" srOnly>{` ${booking.name}’s booking`}</Box>
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
            {question}:{' '}
          </Text>
          <Text as="dd" display="inline">
            {answer}
          </Text>
        </Box>
      ))}
    </Box>
  )
}
