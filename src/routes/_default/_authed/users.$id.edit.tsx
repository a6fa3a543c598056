import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/edit')({ component: UserEditScreen })

function UserEditScreen() {
  return <PlannedScreen title="Edit">A form to change this person's name, picture and details will be here.</PlannedScreen>
}
