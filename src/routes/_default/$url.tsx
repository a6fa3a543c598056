import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

export const Route = createFileRoute('/_default/$url')({ component: SitePageScreen })

function SitePageScreen() {
  const { url } = Route.useParams()
  return (
    <PlannedScreen title="Site page">
      Pages this site publishes under their own address will be shown here; the page “/{url}” would appear at this
      address once published.
    </PlannedScreen>
  )
}
