import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useBrand } from '../../../lib/site/use-brand'
import { SectionFrame } from '../../-components/section-tabs'

export const Route = createFileRoute('/_default/_authed/brands/$id')({ component: BrandLayout })

/** The brand's sections, in the order of its tabs. */
const sections = [
  ['/brands/$id', 'Overview'],
  ['/brands/$id/edit', 'Edit'],
  ['/brands/$id/pay', 'Payments'],
  ['/brands/$id/merch', 'Merchandise'],
  ['/brands/$id/sites', 'Sites'],
  ['/brands/$id/admins', 'Members'],
  ['/brands/$id/vcards', 'Business cards'],
  ['/brands/$id/pages', 'Pages'],
  ['/brands/$id/videos', 'Videos'],
  ['/brands/$id/leads', 'Leads'],
  ['/brands/$id/appointments', 'Appointments'],
  ['/brands/$id/invoices', 'Invoices'],
  ['/brands/$id/projects', 'Projects'],
] as const

function BrandLayout() {
  const { id } = Route.useParams()
  const brand = useBrand()
  // Only the site's own brand can be managed through its host; any other id meets the API's 404.
  const title = id === brand.site.brand_id ? brand.site.meta.name : 'Brand'
  return (
    <SectionFrame
      title={title}
      label="Brand sections"
      tabs={sections.map(([to, label]) => (
        <li key={to}>
          <Link to={to} params={{ id }} activeOptions={{ exact: to === '/brands/$id' }}>
            {label}
          </Link>
        </li>
      ))}
    >
      <Outlet />
    </SectionFrame>
  )
}
