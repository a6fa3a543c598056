import { Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import type { InvitationAccepted, InvitationView } from '../../../domain/brand-members'
import { isOffline } from '../../../lib/api/api-failure'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { useAcceptInvitationMutation } from '../api/accept-invitation'
import { useGetInvitationQuery } from '../api/get-invitation'
import { refusalColor, roleInSentence } from '../role-words'
import { TitledSection } from '../../../components/ui/titled-section'

type InvitationAcceptProps = {
  token: string
  /** Stores the session the invitation answered; resolves to whether the person is now signed in. */
  onAccepted: (answer: InvitationAccepted) => Promise<boolean>
}

/** What an invitation link opens: who invites whom to which brand, and "Accept and sign in"; or why the link no longer works. */
export function InvitationAccept({ token, onAccepted }: InvitationAcceptProps) {
  const invitation = useGetInvitationQuery(token)
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'brandMembers.invitation.title', defaultMessage: 'Invitation' })} level="h1" size="2xl" titleSpace="4" maxWidth="md" width="full" marginX="auto">
      <QueryState
        query={invitation}
        loading={<FormattedMessage id="brandMembers.invitation.loading" defaultMessage="Loading the invitation…" />}
        offline={<FormattedMessage id="brandMembers.invitation.offline" defaultMessage="You are offline, so the invitation cannot be opened. Try again when you are back online." />}
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
  const intl = useIntl()
  const strong = (chunks: ReactNode[]) => <Text as="strong">{chunks}</Text>
  const role = roleInSentence(intl.formatMessage, view.role)

  async function run() {
    const result = await attempt(
      () => accept(token),
      intl.formatMessage({ id: 'brandMembers.invitation.acceptOffline', defaultMessage: 'You are offline, so the invitation was not accepted. Try again when you are back online.' }),
    )
    if (!result) return
    if (!(await onAccepted(result.data)))
      setProblem(
        intl.formatMessage({ id: 'brandMembers.invitation.signInUnfinished', defaultMessage: 'You joined the brand, but signing in did not finish. Sign in with your e-mail address to continue.' }),
      )
  }

  return (
    <Stack gap="4">
      <Text>
        {inviter ? (
          <FormattedMessage
            id="brandMembers.invitation.invitedBy"
            defaultMessage="{inviter} invites you to join <strong>{brand}</strong> as <strong>{role}</strong>."
            values={{ inviter, brand: view.brand.name, role, strong }}
          />
        ) : (
          <FormattedMessage id="brandMembers.invitation.invited" defaultMessage="You are invited to join <strong>{brand}</strong> as <strong>{role}</strong>." values={{ brand: view.brand.name, role, strong }} />
        )}
      </Text>
      <Text color="fg.muted">
        <FormattedMessage
          id="brandMembers.invitation.about"
          defaultMessage="Accepting signs you in as <ltr>{email}</ltr>, and creates your account if you have none. The link works once, until {until}."
          values={{
            email: view.email,
            until: intl.formatDate(view.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
            ltr: (chunks) => (
              <Text as="span" dir="ltr">
                {chunks}
              </Text>
            ),
          }}
        />
      </Text>
      <FormProblem color={refusalColor}>{problem}</FormProblem>
      <Button
        colorPalette="primary"
        alignSelf="flex-start"
        loading={acceptance.isLoading}
        loadingText={intl.formatMessage({ id: 'brandMembers.invitation.joining', defaultMessage: 'Joining…' })}
        onClick={() => void run()}
      >
        <FormattedMessage id="brandMembers.invitation.accept" defaultMessage="Accept and sign in" />
      </Button>
    </Stack>
  )
}
