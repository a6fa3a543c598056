import { Box } from '@chakra-ui/react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { QueryState } from '../../components/ui/query-state'
import { bookingCreateSchema } from '../../domain/appointment'
import { useGetAppointmentTypeQuery } from '../../features/appointments/api/get-appointment-type'
import { BookingScreen } from '../../features/appointments/components/booking-screen'
import { useDocumentTitle } from '../../features/cards/use-document-title'
import { failureStatus } from '../../lib/api/api-failure'

/** `start`: a free time chosen on a page's booking calendar (an instant), for the screen to open on. */
const searchSchema = z.object({ start: bookingCreateSchema.shape.start.optional().catch(undefined) })

export const Route = createFileRoute('/_default/appointments/$id')({ validateSearch: searchSchema, component: AppointmentsScreen })

/** The booking page of one appointment type of this site's brand. */
function AppointmentsScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const { start } = Route.useSearch()
  const query = useGetAppointmentTypeQuery(id)
  useDocumentTitle(query.data ? intl.formatMessage({ id: 'appointments.bookingPage.documentTitle', defaultMessage: 'Book: {title}' }, { title: query.data.title }) : null)
  // An unpublished type, one of another brand or no type at all: the app's "Page not found".
  const status = failureStatus(query.error)
  if (status === 404 || status === 400) throw notFound()
  return (
    <Box maxWidth="2xl">
      <QueryState
        query={query}
        loading={<FormattedMessage id="appointments.bookingPage.loading" defaultMessage="Loading the appointment…" />}
        offline={<FormattedMessage id="appointments.bookingPage.offline" defaultMessage="Booking needs the internet: connect to see the free times." />}
      >
        {(type) => <BookingScreen type={type} wantedStart={start} />}
      </QueryState>
    </Box>
  )
}
