import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useAppFeatures } from '../../../lib/features/features-context'
import { useBrand } from '../../../lib/site/use-brand'
import { SectionFrame } from '../../-components/section-tabs'

export const Route = createFileRoute('/_default/_authed/brands/$id')({ component: BrandLayout })

function BrandLayout() {
  const { id } = Route.useParams()
  const brand = useBrand()
  // The brand's sections, in the order of its tabs: each feature declares its own (src/app/features.ts).
  const { brandTabs } = useAppFeatures()
  // Only the site's own brand can be managed through its host; any other id meets the API's 404.
  const title = id === brand.site.brand_id ? brand.site.meta.name : 'Brand'
  return (
    <SectionFrame
      title={title}
      label="Brand sections"
      base={`/brands/${id}`}
      tabs={brandTabs}
    >
      <Outlet />
    </SectionFrame>
  )
}
