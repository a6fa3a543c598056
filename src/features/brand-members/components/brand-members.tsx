import { Box, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { needs, whoMay } from '../../../lib/features/brand-role'
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
  const intl = useIntl()
  return (
    <QueryState
      query={list}
      loading={<FormattedMessage id="brandMembers.members.loading" defaultMessage="Loading the members…" />}
      offline={<FormattedMessage id="brandMembers.members.offline" defaultMessage="You are offline, so the members cannot be loaded." />}
    >
      {(answer) => {
        const roles = rolesGivenBy(roleTable, answer.your_role)
        return (
          <Stack gap="6">
            <MemberList brandId={brandId} members={answer.members} yourRole={answer.your_role} meId={meId} onLeft={onLeft} />
            {roles.length > 0 ? (
              <Box {...needs('manage-members')}>
                <InviteForm brandId={brandId} roles={roles} />
              </Box>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage
                  id="brandMembers.members.onlyWho"
                  defaultMessage="Only the brand’s {who} invite people and change their roles."
                  values={{ who: whoMay(roleTable, 'manage-members', intl) }}
                />
              </Text>
            )}
            {roleTable.may(answer.your_role, 'manage-members') ? <InvitationList brandId={brandId} invitations={answer.invitations} /> : null}
          </Stack>
        )
      }}
    </QueryState>
  )
}
