import { createFileRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { selectEndedBy, selectLoggedIn } from '../../features/session/session-slice'
import { useAppSelector } from '../../lib/store/hooks'
import { requireSignedIn } from '../-guards'

export const Route = createFileRoute('/_default/_authed')({
  beforeLoad: requireSignedIn,
  component: SignedInOnly,
})

/** A session that ends while its page is open (signed out elsewhere, suspended) leaves for sign-in at once. */
function SignedInOnly() {
  const loggedIn = useAppSelector(selectLoggedIn)
  const endedBy = useAppSelector(selectEndedBy)
  const navigate = useNavigate()
  const router = useRouter()
  useEffect(() => {
    // The address to come back to is the page that was open, read once when the session ended.
    if (!loggedIn) void navigate({ to: '/login', search: { redirect: router.state.location.href, ended: endedBy ?? undefined }, replace: true })
  }, [loggedIn, endedBy, navigate, router])
  return loggedIn ? <Outlet /> : null
}
