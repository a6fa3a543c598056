import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

// One route serves both /vcard/{key} and the fixed /vcard/{name} page of one business: both are a
// single segment after /vcard/, so the segment names the card either way.
export const Route = createFileRoute('/_vcard/vcard/$key')({ component: VcardScreen })

function VcardScreen() {
  const { key } = Route.useParams()
  return (
    <PlannedScreen title="Business card">
      The business card “{key}” will be shown here, with buttons to call, write, save the contact to your phone and
      share it by QR code.
    </PlannedScreen>
  )
}
