import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { SignInForm } from '../../features/session/components/sign-in-form'
import { signInLinkOf } from '../../features/session/sign-in-link'
import { useBrand } from '../../lib/site/use-brand'
import { requireSignedOut, signInSearchSchema } from '../-guards'

export const Route = createFileRoute('/_default/auth')({
  validateSearch: signInSearchSchema,
  beforeLoad: requireSignedOut,
  component: AuthScreen,
})

/**
 * Sign-in, by a typed code or by the link the code's e-mail carries
 * (`/auth#email=...&code=...`): the link's code is exchanged for a session at once.
 */
function AuthScreen() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const homePage = useBrand().site.meta.home_page
  const hash = useLocation({ select: (location) => location.hash })
  const [link] = useState(() => signInLinkOf(hash))

  // The code must not stay in the address bar or the history once it has been read.
  useEffect(() => {
    if (hash !== '') void navigate({ to: '/auth', search: { redirect }, hash: '', replace: true })
  }, [hash, navigate, redirect])

  return <SignInForm link={link} onSignedIn={() => void navigate({ href: redirect ?? homePage, replace: true })} />
}
