import { Button, Stack, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import type { InvitationAccepted, InvitationView } from '../../../domain/brand-members'
import { isOffline } from '../../../lib/api/api-failure'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { useAcceptInvitationMutation } from '../api/accept-invitation'
import { useGetInvitationQuery } from '../api/get-invitation'
import { roleLabels, refusalColor } from '../role-words'
import { TitledSection } from '../../../components/ui/titled-section'

type InvitationAcceptProps = {
  token: string
  /** Stores the session the invitation answered; resolves to whether the person is now signed in. */
  onAccepted: (answer: InvitationAccepted) => Promise<boolean>
}

/** What an invitation link opens: who invites whom to which brand, and "Accept and sign in"; or why the link no longer works. */
export function InvitationAccept({ token, onAccepted }: InvitationAcceptProps) {
  const invitation = useGetInvitationQuery(token)
  return (
    <TitledSection title="Invitation" level="h1" size="2xl" titleSpace="4" maxWidth="md" width="full" marginX="auto">
      <QueryState
        query={invitation}
        loading="Loading the invitation…"
        offline="You are offline, so the invitation cannot be opened. Try again when you are back online."
        canRetry={isOffline}
      >
        {(view) => <InvitationDetails token={token} view={view} onAccepted={onAccepted} />}
      </QueryState>
    </TitledSection>
  )
}

function InvitationDetails({ token, view, onAccepted }: { token: string; view: InvitationView; onAccepted: InvitationAcceptProps['onAccepted'] }) {
  const [accept, acceptance] = useAcceptInvitationMutation()
  const { problem, setProblem, attempt } = useActionProblem()
  const inviter = view.inviter ? view.inviter.name || view.inviter.email : null

  async function run() {
    const result = await attempt(() => accept(token), 'You are offline, so the invitation was not accepted. Try again when you are back online.')
    if (!result) return
    if (!(await onAccepted(result.data))) setProblem('You joined the brand, but signing in did not finish. Sign in with your e-mail address to continue.')
  }

  return (
    <Stack gap="4">
      <Text>
        {inviter ? `${inviter} invites you` : 'You are invited'} to join <Text as="strong">{view.brand.name}</Text> as{' '}
        <Text as="strong">{roleLabels[view.role].toLowerCase()}</Text>.
      </Text>
      <Text color="fg.muted">
        Accepting signs you in as {view.email}, and creates your account if you have none. The link works once, until{' '}
        {new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(view.expires_at))}.
      </Text>
      <FormProblem color={refusalColor}>{problem}</FormProblem>
      <Button colorPalette="primary" alignSelf="flex-start" loading={acceptance.isLoading} loadingText="Joining…" onClick={() => void run()}>
        Accept and sign in
      </Button>
    </Stack>
  )
}
