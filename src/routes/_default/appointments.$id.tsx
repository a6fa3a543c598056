import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

export const Route = createFileRoute('/_default/appointments/$id')({ component: AppointmentsScreen })

function AppointmentsScreen() {
  const { id } = Route.useParams()
  return <PlannedScreen title="Appointments">The calendar {id} will be here, to see free times and book an appointment.</PlannedScreen>
}
