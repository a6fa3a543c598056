import { Button, Heading, HStack, Text } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../components/ui/form-problem'
import { useAppSelector } from '../../lib/store/hooks'
import { SignInForm } from '../../features/session/components/sign-in-form'
import { selectLoggedIn } from '../../features/session/session-slice'
import { useBrand } from '../../lib/site/use-brand'
import { signInSearchSchema } from '../-guards'

export const Route = createFileRoute('/_default/login')({
  validateSearch: signInSearchSchema,
  component: LoginScreen,
})

function LoginScreen() {
  const loggedIn = useAppSelector(selectLoggedIn)
  const { redirect, ended } = Route.useSearch()
  const navigate = useNavigate()
  const homePage = useBrand().site.meta.home_page
  const intl = useIntl()

  if (loggedIn) {
    return (
      <>
        <Heading as="h1" size="2xl" marginBottom="3">
          <FormattedMessage id="session.login.signedIn" defaultMessage="You are signed in" />
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="primary">
            <Link to="/profile">
              <FormattedMessage id="session.login.profile" defaultMessage="Your profile" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/logout">
              <FormattedMessage id="session.login.signOut" defaultMessage="Sign out" />
            </Link>
          </Button>
        </HStack>
      </>
    )
  }
  return (
    <>
      {ended === 'suspension' ? (
        <FormProblem marginBottom="4">
          {intl.formatMessage({
            id: 'session.login.suspended',
            defaultMessage: 'You were signed out because your account is suspended. Ask the administrators of this site to restore it.',
          })}
        </FormProblem>
      ) : null}
      {ended === 'deletion' ? (
        <Text role="status" marginBottom="4">
          <FormattedMessage
            id="session.login.deleted"
            defaultMessage="Your account is deleted, with everything it held. Signing in again with the same address starts a new, empty account."
          />
        </Text>
      ) : null}
      <SignInForm onSignedIn={() => void navigate({ href: redirect ?? homePage, replace: true })} />
    </>
  )
}
