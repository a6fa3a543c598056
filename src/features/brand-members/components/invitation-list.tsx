import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { BrandInvitation } from '../../../domain/brand-members'
import { needs, useMay, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useResendInvitationMutation } from '../api/resend-invitation'
import { useRevokeInvitationMutation } from '../api/revoke-invitation'
import { roleLabels, refusalColor } from '../role-words'
import { TitledSection } from '../../../components/ui/titled-section'

/** Invitations not yet accepted: when each expires, with a new link to send or the invitation to withdraw. */
export function InvitationList({ brandId, invitations }: { brandId: string; invitations: BrandInvitation[] }) {
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'brandMembers.invitations.title', defaultMessage: 'Waiting invitations' })
  return (
    <TitledSection title={title} titleSpace="3">
      {invitations.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="brandMembers.invitations.none" defaultMessage="No invitation is waiting for an answer." />
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={title}>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} brandId={brandId} invitation={invitation} />
          ))}
        </Stack>
      )}
    </TitledSection>
  )
}

function InvitationRow({ brandId, invitation }: { brandId: string; invitation: BrandInvitation }) {
  const [resend, resending] = useResendInvitationMutation()
  const [revoke, revoking] = useRevokeInvitationMutation()
  const { problem, attempt } = useActionProblem()
  const ref = { brandId, invitationId: invitation.id }
  const intl = useIntl()
  const expires = intl.formatDate(invitation.expires_at, { dateStyle: 'medium' })
  const email = invitation.email
  // An invitation to the owner role is sent again or withdrawn only by those who manage owners.
  const action = invitation.role === 'owner' ? 'manage-owners' : 'manage-members'
  const roles = useRoleTable()
  const may = useMay()(action)
  const why = may
    ? undefined
    : intl.formatMessage({ id: 'brandMembers.invitations.onlyWho', defaultMessage: 'Only the brand’s {who} change an invitation to the owner role' }, { who: whoMay(roles, action, intl) })

  async function run(action: 'resend' | 'revoke') {
    const offline = intl.formatMessage({ id: 'brandMembers.offlineNothingChanged', defaultMessage: 'You are offline, so nothing was changed.' })
    if (!(await attempt(async () => (action === 'resend' ? resend(ref) : revoke(ref)), offline))) return
    notifySuccess(
      action === 'resend'
        ? intl.formatMessage({ id: 'brandMembers.invitations.resent', defaultMessage: 'A new link was sent to {email}; the old one no longer works.' }, { email })
        : intl.formatMessage({ id: 'brandMembers.invitations.withdrawn', defaultMessage: 'The invitation to {email} is withdrawn.' }, { email }),
    )
  }

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minWidth="0">
          <Text fontWeight="semibold" truncate>
            <Text as="span" dir="ltr">
              {email}
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="brandMembers.invitations.about"
              defaultMessage="{role}{invited, select, yes { · invited by {inviter}} other {}}{sent, plural, =0 {} =1 {} other { · sent # times}}"
              values={{
                role: intl.formatMessage(roleLabels[invitation.role]),
                invited: invitation.invited_by ? 'yes' : 'no',
                inviter: invitation.invited_by ? invitation.invited_by.name || invitation.invited_by.email : '',
                sent: invitation.sent_count,
              }}
            />
          </Text>
        </Box>
        {invitation.expired ? (
          <Badge colorPalette="orange" alignSelf={{ base: 'flex-start', md: 'center' }}>
            <FormattedMessage id="brandMembers.invitations.expired" defaultMessage="Expired {when}" values={{ when: expires }} />
          </Badge>
        ) : (
          <Text fontSize="sm">
            <FormattedMessage id="brandMembers.invitations.expires" defaultMessage="Expires {when}" values={{ when: expires }} />
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button
            {...needs(action)}
            disabled={!may}
            title={why}
            size="sm"
            variant="outline"
            aria-label={intl.formatMessage({ id: 'brandMembers.invitations.resendTo', defaultMessage: 'Send again to {email}' }, { email })}
            loading={resending.isLoading}
            onClick={() => void run('resend')}
          >
            <FormattedMessage id="brandMembers.invitations.resend" defaultMessage="Send again" />
          </Button>
          <Button
            {...needs(action)}
            disabled={!may}
            title={why}
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={intl.formatMessage({ id: 'brandMembers.invitations.withdrawTo', defaultMessage: 'Withdraw the invitation to {email}' }, { email })}
            loading={revoking.isLoading}
            onClick={() => void run('revoke')}
          >
            <FormattedMessage id="brandMembers.invitations.withdraw" defaultMessage="Withdraw" />
          </Button>
        </Flex>
      </Flex>
      <FormProblem marginTop="2" color={refusalColor}>{problem}</FormProblem>
    </Box>
  )
}
