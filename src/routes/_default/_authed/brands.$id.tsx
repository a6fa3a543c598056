import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { useBrand } from '../../../lib/site/use-brand'
import { SectionFrame } from '../../-components/section-tabs'

export const Route = createFileRoute('/_default/_authed/brands/$id')({ component: BrandLayout })

function BrandLayout() {
  const { id } = Route.useParams()
  const brand = useBrand()
  // Only the site's own brand can be managed through its host; any other id meets the API's 404.
  const title = id === brand.site.brand_id ? brand.site.meta.name : 'Brand'
  return (
    <SectionFrame
      title={title}
      label="Brand sections"
      tabs={
        <>
          <li><Link to="/brands/$id" params={{ id }} activeOptions={{ exact: true }}>Overview</Link></li>
          <li><Link to="/brands/$id/edit" params={{ id }}>Edit</Link></li>
          <li><Link to="/brands/$id/pay" params={{ id }}>Payments</Link></li>
          <li><Link to="/brands/$id/merch" params={{ id }}>Merchandise</Link></li>
          <li><Link to="/brands/$id/sites" params={{ id }}>Sites</Link></li>
          <li><Link to="/brands/$id/admins" params={{ id }}>Members</Link></li>
          <li><Link to="/brands/$id/vcards" params={{ id }}>Business cards</Link></li>
          <li><Link to="/brands/$id/leads" params={{ id }}>Leads</Link></li>
          <li><Link to="/brands/$id/invoices" params={{ id }}>Invoices</Link></li>
          <li><Link to="/brands/$id/projects" params={{ id }}>Projects</Link></li>
        </>
      }
    >
      <Outlet />
    </SectionFrame>
  )
}
