import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

export const Route = createFileRoute('/_default/users/')({ component: UsersScreen })

function UsersScreen() {
  return <PlannedScreen title="People">The people who use this site will be listed here, each with a link to their page.</PlannedScreen>
}
