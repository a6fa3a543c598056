import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import type { BrandInvitation } from '../../../domain/brand-members'
import { needs, useMay, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useResendInvitationMutation } from '../api/resend-invitation'
import { useRevokeInvitationMutation } from '../api/revoke-invitation'
import { dateFormat, roleLabels, refusalColor } from '../role-words'
import { TitledSection } from '../../../components/ui/titled-section'

/** Invitations not yet accepted: when each expires, with a new link to send or the invitation to withdraw. */
export function InvitationList({ brandId, invitations }: { brandId: string; invitations: BrandInvitation[] }) {
  return (
    <TitledSection title="Waiting invitations" titleSpace="3">
      {invitations.length === 0 ? (
        <Text color="fg.muted">No invitation is waiting for an answer.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Waiting invitations">
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
  const expires = dateFormat.format(new Date(invitation.expires_at))
  // An invitation to the owner role is sent again or withdrawn only by those who manage owners.
  const action = invitation.role === 'owner' ? 'manage-owners' : 'manage-members'
  const roles = useRoleTable()
  const may = useMay()(action)
  const why = may ? undefined : `Only the brand’s ${whoMay(roles, action)} change an invitation to the owner role`

  async function run(action: 'resend' | 'revoke') {
    if (!(await attempt(async () => (action === 'resend' ? resend(ref) : revoke(ref)), 'You are offline, so nothing was changed.'))) return
    notifySuccess(action === 'resend' ? `A new link was sent to ${invitation.email}; the old one no longer works.` : `The invitation to ${invitation.email} is withdrawn.`)
  }

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minWidth="0">
          <Text fontWeight="semibold" truncate>
            {invitation.email}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {roleLabels[invitation.role]}
            {invitation.invited_by ? ` · invited by ${invitation.invited_by.name || invitation.invited_by.email}` : ''}
            {invitation.sent_count > 1 ? ` · sent ${invitation.sent_count} times` : ''}
          </Text>
        </Box>
        {invitation.expired ? (
          <Badge colorPalette="orange" alignSelf={{ base: 'flex-start', md: 'center' }}>
            Expired {expires}
          </Badge>
        ) : (
          <Text fontSize="sm">Expires {expires}</Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button {...needs(action)} disabled={!may} title={why} size="sm" variant="outline" aria-label={`Send again to ${invitation.email}`} loading={resending.isLoading} onClick={() => void run('resend')}>
            Send again
          </Button>
          <Button {...needs(action)} disabled={!may} title={why} size="sm" variant="outline" colorPalette="red" aria-label={`Withdraw the invitation to ${invitation.email}`} loading={revoking.isLoading} onClick={() => void run('revoke')}>
            Withdraw
          </Button>
        </Flex>
      </Flex>
      <FormProblem marginTop="2" color={refusalColor}>{problem}</FormProblem>
    </Box>
  )
}
