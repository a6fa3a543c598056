import { Box, Stack } from '@chakra-ui/react'
import { QueryState } from '../../../components/ui/query-state'
import { needs, OnlyWho } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import { useListMembersQuery } from '../api/list-members'
import { rolesGivenBy } from '../role-words'
import { InvitationList } from './invitation-list'
import { InviteForm } from './invite-form'
import { MemberList } from './member-list'

/**
 * The brand's people: every member sees the list and may leave; those who manage members change
 * roles, remove and invite, and only those who manage owners touch an owner.
 */
export function BrandMembers({ brandId, meId, onLeft }: { brandId: string; meId: string | null; onLeft: () => void }) {
  const list = useListMembersQuery(brandId)
  const roleTable = useRoleTable()
  return (
    <QueryState query={list} of="the members">
      {(answer) => {
        const roles = rolesGivenBy(roleTable, answer.your_role)
        return (
          <Stack gap="6">
            <MemberList brandId={brandId} members={answer.members} yourRole={answer.your_role} meId={meId} onLeft={onLeft} />
            {roles.length > 0 ? (
              <Box {...needs('manage-members')}>
                <InviteForm brandId={brandId} roles={roles} />
              </Box>
            ) : (               <OnlyWho action="manage-members">invite people and change their roles</OnlyWho>
            )}
            {roleTable.may(answer.your_role, 'manage-members') ? <InvitationList brandId={brandId} invitations={answer.invitations} /> : null}
          </Stack>
        )
      }}
    </QueryState>
  )
}
