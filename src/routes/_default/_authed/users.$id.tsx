import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { SectionFrame } from '../../-components/section-tabs'
import { useGetPersonOverviewQuery } from '../../../features/people/api/get-person-overview'
import { personName } from '../../../features/people/person-name'

export const Route = createFileRoute('/_default/_authed/users/$id')({ component: UserLayout })

function UserLayout() {
  const { id } = Route.useParams()
  const overview = useGetPersonOverviewQuery(id)
  return (
    <SectionFrame
      title={overview.data ? personName(overview.data.person) : 'Person'}
      label="Person sections"
      tabs={
        <>
          <li><Link to="/users/$id" params={{ id }} activeOptions={{ exact: true }}>Overview</Link></li>
          <li><Link to="/users/$id/edit" params={{ id }}>Edit</Link></li>
          <li><Link to="/users/$id/brands" params={{ id }}>Brands</Link></li>
          <li><Link to="/users/$id/events" params={{ id }}>Events</Link></li>
          <li><Link to="/users/$id/messages" params={{ id }}>Messages</Link></li>
          <li><Link to="/users/$id/notifications" params={{ id }}>Notifications</Link></li>
        </>
      }
    >
      <Outlet />
    </SectionFrame>
  )
}
