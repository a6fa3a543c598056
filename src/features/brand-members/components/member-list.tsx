import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
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
import { roleInSentence, roleLabels, rolesGivenBy } from '../role-words'

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
  const intl = useIntl()
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={intl.formatMessage({ id: 'brandMembers.members.label', defaultMessage: 'Members' })}>
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
  const intl = useIntl()
  const who = member.name || member.email || intl.formatMessage({ id: 'brandMembers.members.thisPerson', defaultMessage: 'This person' })
  const offlineNothingChanged = intl.formatMessage({ id: 'brandMembers.offlineNothingChanged', defaultMessage: 'You are offline, so nothing was changed.' })
  const canRemove = isYou || roles.length > 0
  // Leaving needs only a place in the brand; changing an owner, or making one, needs manage-owners.
  const changing = member.role === 'owner' || roles.includes('owner') ? 'manage-owners' : 'manage-members'
  const removing = isYou ? 'view-brand' : member.role === 'owner' ? 'manage-owners' : 'manage-members'

  async function setRole(role: BrandRole) {
    const offline = intl.formatMessage({ id: 'brandMembers.members.roleOffline', defaultMessage: 'You are offline, so the role was not changed.' })
    if (await attempt(() => changeRole({ brandId, userId: member.user_id, role }), offline)) {
      notifySuccess(intl.formatMessage({ id: 'brandMembers.members.roleChanged', defaultMessage: '{who} is now {role}.' }, { who, role: roleInSentence(intl.formatMessage, role) }))
    }
  }

  async function remove() {
    if (!(await attempt(() => removeMember({ brandId, userId: member.user_id }), offlineNothingChanged))) {
      setConfirming(false)
      return
    }
    notifySuccess(
      isYou
        ? intl.formatMessage({ id: 'brandMembers.members.left', defaultMessage: 'You left the brand.' })
        : intl.formatMessage({ id: 'brandMembers.members.removed', defaultMessage: '{who} was removed from the brand.' }, { who }),
    )
    if (isYou) onLeft()
  }

  const joined = intl.formatDate(member.joined_at, { dateStyle: 'medium' })
  const leaveTheBrand = intl.formatMessage({ id: 'brandMembers.members.leaveTheBrand', defaultMessage: 'Leave the brand' })
  const removeWho = intl.formatMessage({ id: 'brandMembers.members.removeWho', defaultMessage: 'Remove {who}' }, { who })
  const ltr = (chunks: ReactNode[]) => (
    <Text as="span" dir="ltr">
      {chunks}
    </Text>
  )
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minWidth="0">
          <Text fontWeight="semibold" truncate>
            {isYou ? (
              <FormattedMessage id="brandMembers.members.you" defaultMessage="{name} (you)" values={{ name: member.name || member.email }} />
            ) : (
              member.name || member.email
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.name ? (
              <FormattedMessage id="brandMembers.members.emailJoined" defaultMessage="<ltr>{email}</ltr> · joined {when}" values={{ email: member.email ?? '', when: joined, ltr }} />
            ) : (
              <FormattedMessage id="brandMembers.members.joined" defaultMessage="joined {when}" values={{ when: joined }} />
            )}
          </Text>
        </Box>
        {roles.length > 0 ? (
          <Box width={{ base: 'full', md: '64' }} {...needs(changing)}>
            <SelectField
              label={intl.formatMessage({ id: 'brandMembers.members.roleOf', defaultMessage: 'Role of {name}' }, { name: member.name || member.email })}
              value={member.role}
              options={roles.map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
              onChange={(role) => void setRole(role)}
            />
          </Box>
        ) : (
          <Badge alignSelf={{ base: 'flex-start', md: 'center' }} colorPalette={member.role === 'owner' ? 'purple' : 'gray'}>
            {intl.formatMessage(roleLabels[member.role])}
          </Badge>
        )}
        {canRemove && !confirming ? (
          <Button
            {...needs(removing)}
            variant="outline"
            colorPalette="red"
            size="sm"
            aria-label={isYou ? leaveTheBrand : removeWho}
            disabled={change.isLoading}
            onClick={() => setConfirming(true)}
          >
            {isYou ? <FormattedMessage id="brandMembers.members.leave" defaultMessage="Leave" /> : <FormattedMessage id="brandMembers.members.remove" defaultMessage="Remove" />}
          </Button>
        ) : null}
      </Flex>
      <RemovalQuestion
        asking={confirming}
        confirm={isYou ? leaveTheBrand : removeWho}
        keep={intl.formatMessage({ id: 'brandMembers.members.cancel', defaultMessage: 'Cancel' })}
        busy={removal.isLoading}
        problem={problem}
        onConfirm={() => void remove()}
        onKeep={() => setConfirming(false)}
      >
        {isYou ? (
          <FormattedMessage id="brandMembers.members.leaveQuestion" defaultMessage="Leave this brand? You lose access to its workspace at once; only a new invitation brings you back." />
        ) : (
          <FormattedMessage
            id="brandMembers.members.removeQuestion"
            defaultMessage="Remove {who} from the brand? They lose access at once; their cards stay with the brand."
            values={{ who }}
          />
        )}
      </RemovalQuestion>
    </Box>
  )
}
