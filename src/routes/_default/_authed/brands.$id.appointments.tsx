import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { AppointmentTypes } from '../../../features/appointments/components/appointment-types'
import { CalendarConnections } from '../../../features/appointments/components/calendar-connections'
import { HostBookings } from '../../../features/appointments/components/host-bookings'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/appointments')({ component: BrandAppointmentsScreen })

function BrandAppointmentsScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  return (
    <Stack gap="8">
      <ScreenTitle title={intl.formatMessage({ id: 'appointments.screen.title', defaultMessage: 'Appointments' })}>
        <FormattedMessage
          id="appointments.screen.about"
          defaultMessage="Meetings visitors book with you, at the hours you choose in your own time zone: your bookings, your calendars and the kinds of meeting you offer."
        />
      </ScreenTitle>
      <HostBookings brandId={id} />
      <CalendarConnections brandId={id} />
      <AppointmentTypes brandId={id} meId={me.data?.user.id ?? null} />
    </Stack>
  )
}
