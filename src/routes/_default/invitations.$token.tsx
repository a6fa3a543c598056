import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { InvitationAccepted } from '../../domain/brand-members'
import { InvitationAccept } from '../../features/brand-members/components/invitation-accept'
import { signIn } from '../../features/session/session-thunks'
import { useAppDispatch } from '../../lib/store/hooks'

// Open to anyone with the link: accepting is what signs the person in.
export const Route = createFileRoute('/_default/invitations/$token')({ component: InvitationScreen })

function InvitationScreen() {
  const { token } = Route.useParams()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  async function accepted(answer: InvitationAccepted) {
    // Stored as a sign-in stores it: the token, then the role it belongs to.
    const signedIn = await dispatch(signIn(answer.token))
    if (signedIn) await navigate({ to: '/brands/$id', params: { id: answer.brand_id }, replace: true })
    return signedIn
  }

  return <InvitationAccept token={token} onAccepted={accepted} />
}
