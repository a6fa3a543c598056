import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { SelectField } from '../../../components/ui/select-field'
import type { BrandMember } from '../../../domain/brand-members'
import type { BrandRole } from '../../../domain/brand-roles'
import { needs } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useChangeMemberRoleMutation } from '../api/change-member-role'
import { useRemoveMemberMutation } from '../api/remove-member'
import { RemovalQuestion } from './removal-question'
import { dateFormat, roleLabels, rolesGivenBy } from '../role-words'

type MemberListProps = {
  brandId: string
  members: BrandMember[]
  yourRole: BrandRole | 'operator'
  /** The signed-in person, whose own row offers "Leave" instead of "Remove". */
  meId: string | null
  onLeft: () => void
}

/** The brand's people with their roles: a role select and a remove button where the caller may change them. */
export function MemberList({ brandId, members, yourRole, meId, onLeft }: MemberListProps) {
  const given = rolesGivenBy(useRoleTable(), yourRole)
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Members">
      {members.map((member) => (
        <MemberRow
          key={member.user_id}
          brandId={brandId}
          member={member}
          // Only what the caller may change: an owner's role needs manage-owners, as does making one.
          roles={member.role === 'owner' && !given.includes('owner') ? [] : given}
          isYou={member.user_id === meId}
          onLeft={onLeft}
        />
      ))}
    </Stack>
  )
}

function MemberRow({ brandId, member, roles, isYou, onLeft }: { brandId: string; member: BrandMember; roles: BrandRole[]; isYou: boolean; onLeft: () => void }) {
  const [changeRole, change] = useChangeMemberRoleMutation()
  const [removeMember, removal] = useRemoveMemberMutation()
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const who = member.name || member.email || 'This person'
  const canRemove = isYou || roles.length > 0
  // Leaving needs only a place in the brand; changing an owner, or making one, needs manage-owners.
  const changing = member.role === 'owner' || roles.includes('owner') ? 'manage-owners' : 'manage-members'
  const removing = isYou ? 'view-brand' : member.role === 'owner' ? 'manage-owners' : 'manage-members'

  async function setRole(role: BrandRole) {
    if (await attempt(() => changeRole({ brandId, userId: member.user_id, role }), 'You are offline, so the role was not changed.')) {
      notifySuccess(`${who} is now ${roleLabels[role].toLowerCase()}.`)
    }
  }

  async function remove() {
    if (!(await attempt(() => removeMember({ brandId, userId: member.user_id }), 'You are offline, so nothing was changed.'))) {
      setConfirming(false)
      return
    }
    notifySuccess(isYou ? 'You left the brand.' : `${who} was removed from the brand.`)
    if (isYou) onLeft()
  }

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minWidth="0">
          <Text fontWeight="semibold" truncate>
            {member.name || member.email}
            {isYou ? ' (you)' : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.name ? `${member.email ?? ''} · ` : ''}joined {dateFormat.format(new Date(member.joined_at))}
          </Text>
        </Box>
        {roles.length > 0 ? (
          <Box width={{ base: 'full', md: '64' }} {...needs(changing)}>
            <SelectField
              label={`Role of ${member.name || member.email}`}
              value={member.role}
              options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
              onChange={(role) => void setRole(role)}
            />
          </Box>
        ) : (
          <Badge alignSelf={{ base: 'flex-start', md: 'center' }} colorPalette={member.role === 'owner' ? 'purple' : 'gray'}>
            {roleLabels[member.role]}
          </Badge>
        )}
        {canRemove && !confirming ? (
          <Button {...needs(removing)} variant="outline" colorPalette="red" size="sm" aria-label={isYou ? 'Leave the brand' : `Remove ${who}`} disabled={change.isLoading} onClick={() => setConfirming(true)}>
            {isYou ? 'Leave' : 'Remove'}
          </Button>
        ) : null}
      </Flex>
      <RemovalQuestion asking={confirming} confirm={isYou ? 'Leave the brand' : `Remove ${who}`} keep="Cancel" busy={removal.isLoading} problem={problem} onConfirm={() => void remove()} onKeep={() => setConfirming(false)}>
        {isYou
          ? 'Leave this brand? You lose access to its workspace at once; only a new invitation brings you back.'
          : `Remove ${who} from the brand? They lose access at once; their cards stay with the brand.`}
      </RemovalQuestion>
    </Box>
  )
}
