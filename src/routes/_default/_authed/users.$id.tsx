import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { SectionFrame } from '../../-components/section-tabs'

export const Route = createFileRoute('/_default/_authed/users/$id')({ component: UserLayout })

function UserLayout() {
  const { id } = Route.useParams()
  return (
    <SectionFrame
      title={`Person ${id}`}
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
