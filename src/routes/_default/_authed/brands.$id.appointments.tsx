import { Heading, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { AppointmentTypes } from '../../../features/appointments/components/appointment-types'

export const Route = createFileRoute('/_default/_authed/brands/$id/appointments')({ component: BrandAppointmentsScreen })

function BrandAppointmentsScreen() {
  const { id } = Route.useParams()
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Appointments
        </Heading>
        <Text color="fg.muted">Kinds of meeting visitors can book with you, at the hours you choose in your own time zone.</Text>
      </Stack>
      <AppointmentTypes brandId={id} />
    </Stack>
  )
}
