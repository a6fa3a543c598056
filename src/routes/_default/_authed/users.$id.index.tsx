import { createFileRoute } from '@tanstack/react-router'
import { PersonOverview } from '../../../features/people/components/person-overview'

export const Route = createFileRoute('/_default/_authed/users/$id/')({ component: UserOverviewScreen })

function UserOverviewScreen() {
  return <PersonOverview id={Route.useParams().id} />
}
