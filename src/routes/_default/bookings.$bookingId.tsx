import { Box, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { z } from 'zod'
import { QueryState } from '../../components/ui/query-state'
import { useGetBookingByLinkQuery } from '../../features/appointments/api/get-booking-by-link'
import { BookingLink } from '../../features/appointments/components/booking-link'
import { failureMessage, failureStatus } from '../../lib/api/api-failure'

const searchSchema = z.object({ token: z.string().max(100).catch('') })

export const Route = createFileRoute('/_default/bookings/$bookingId')({ validateSearch: searchSchema, component: BookingLinkScreen })

/** Where the link in a booking mail leads: the booking, to move or cancel without signing in. */
function BookingLinkScreen() {
  const { bookingId } = Route.useParams()
  const { token } = Route.useSearch()
  const query = useGetBookingByLinkQuery({ bookingId, token })
  const status = failureStatus(query.error)
  return (
    <Box maxWidth="2xl">
      {status === 403 || status === 400 || status === 404 ? (
        <Text role="alert">{failureMessage(query.error)}</Text>
      ) : (
        <QueryState
          query={query}
          loading={<FormattedMessage id="appointments.bookingLinkPage.loading" defaultMessage="Loading the booking…" />}
          offline={<FormattedMessage id="appointments.bookingLinkPage.offline" defaultMessage="Connect to the internet to see this booking." />}
        >
          {(booking) => <BookingLink booking={booking} token={token} />}
        </QueryState>
      )}
    </Box>
  )
}
