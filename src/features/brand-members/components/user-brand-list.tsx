import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { UserBrandList } from '../../../domain/brand-members'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useListUserBrandsQuery } from '../api/list-user-brands'
import { useRemoveMemberMutation } from '../api/remove-member'
import { RemovalQuestion } from './removal-question'
import { roleLabels } from '../role-words'

type UserBrand = UserBrandList['brands'][number]

/** The brands a person belongs to, with a way to leave the one this site shows when it is their own list. */
export function UserBrandList({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const brands = useListUserBrandsQuery(userId)
  const intl = useIntl()
  return (
    <QueryList
      query={brands}
      items={(answer) => answer.brands}
      keyOf={(brand) => brand.brand_id}
      label={intl.formatMessage({ id: 'brandMembers.userBrands.label', defaultMessage: 'Brands' })}
      gap="2"
      loading={<FormattedMessage id="brandMembers.userBrands.loading" defaultMessage="Loading the brands…" />}
      offline={<FormattedMessage id="brandMembers.userBrands.offline" defaultMessage="You are offline, so the brands cannot be loaded." />}
      empty={
        isSelf ? (
          <FormattedMessage id="brandMembers.userBrands.emptySelf" defaultMessage="You belong to no brand yet. An invitation from a brand brings you in." />
        ) : (
          <FormattedMessage id="brandMembers.userBrands.empty" defaultMessage="This person belongs to no brand here." />
        )
      }
    >
      {(brand) => <UserBrandRow userId={userId} brand={brand} isSelf={isSelf} />}
    </QueryList>
  )
}

function UserBrandRow({ userId, brand, isSelf }: { userId: string; brand: UserBrand; isSelf: boolean }) {
  const [removeMember, removal] = useRemoveMemberMutation()
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const intl = useIntl()
  const leaveBrand = intl.formatMessage({ id: 'brandMembers.userBrands.leaveBrand', defaultMessage: 'Leave {brand}' }, { brand: brand.name })

  async function leave() {
    const offline = intl.formatMessage({ id: 'brandMembers.userBrands.offlineLeave', defaultMessage: 'You are offline, so you have not left the brand.' })
    const left = await attempt(() => removeMember({ brandId: brand.brand_id, userId }), offline)
    setConfirming(false)
    if (left) notifySuccess(intl.formatMessage({ id: 'brandMembers.userBrands.left', defaultMessage: 'You left {brand}.' }, { brand: brand.name }))
  }

  return (
    <ListRow>
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" minWidth="0">
          {brand.here ? (
            <BrandScreenLink brandId={brand.brand_id} color="link" fontWeight="semibold">
              {brand.name}
            </BrandScreenLink>
          ) : (
            <Text fontWeight="semibold">{brand.name}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {brand.here ? (
              <FormattedMessage id="brandMembers.userBrands.joined" defaultMessage="Joined {when}" values={{ when: intl.formatDate(brand.joined_at, { dateStyle: 'medium' }) }} />
            ) : (
              <FormattedMessage
                id="brandMembers.userBrands.joinedElsewhere"
                defaultMessage="Joined {when} · open its own site to work in it or leave it"
                values={{ when: intl.formatDate(brand.joined_at, { dateStyle: 'medium' }) }}
              />
            )}
          </Text>
        </Box>
        <Badge alignSelf={{ base: 'flex-start', sm: 'center' }} colorPalette={brand.role === 'owner' ? 'purple' : 'gray'}>
          {intl.formatMessage(roleLabels[brand.role])}
        </Badge>
        {isSelf && brand.here && !confirming ? (
          <Button size="sm" variant="outline" colorPalette="red" aria-label={leaveBrand} onClick={() => setConfirming(true)}>
            <FormattedMessage id="brandMembers.members.leave" defaultMessage="Leave" />
          </Button>
        ) : null}
      </Flex>
      <RemovalQuestion
        asking={confirming}
        confirm={leaveBrand}
        keep={intl.formatMessage({ id: 'brandMembers.userBrands.stay', defaultMessage: 'Stay' })}
        busy={removal.isLoading}
        problem={problem}
        onConfirm={() => void leave()}
        onKeep={() => setConfirming(false)}
      >
        <FormattedMessage
          id="brandMembers.userBrands.leaveQuestion"
          defaultMessage="Leave {brand}? You lose access to its workspace at once; only a new invitation brings you back."
          values={{ brand: brand.name }}
        />
      </RemovalQuestion>
    </ListRow>
  )
}
