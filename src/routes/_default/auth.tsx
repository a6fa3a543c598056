import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { SignInForm } from '../../features/session/components/sign-in-form'
import { useBrand } from '../../lib/site/use-brand'
import { requireSignedOut, signInSearchSchema } from '../-guards'

export const Route = createFileRoute('/_default/auth')({
  validateSearch: signInSearchSchema,
  beforeLoad: requireSignedOut,
  component: AuthScreen,
})

function AuthScreen() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const homePage = useBrand().site.meta.home_page
  return <SignInForm onSignedIn={() => void navigate({ href: redirect ?? homePage, replace: true })} />
}
