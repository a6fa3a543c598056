import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import { useState } from 'react'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { UserBrandList } from '../../../domain/brand-members'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useListUserBrandsQuery } from '../api/list-user-brands'
import { useRemoveMemberMutation } from '../api/remove-member'
import { RemovalQuestion } from './removal-question'
import { dateFormat, roleLabels } from '../role-words'

type UserBrand = UserBrandList['brands'][number]

/** The brands a person belongs to, with a way to leave the one this site shows when it is their own list. */
export function UserBrandList({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const brands = useListUserBrandsQuery(userId)
  return (
    <QueryList query={brands} items={(answer) => answer.brands} keyOf={(brand) => brand.brand_id} label="Brands" gap="2" of="the brands" empty={isSelf ? 'You belong to no brand yet. An invitation from a brand brings you in.' : 'This person belongs to no brand here.'}>
      {(brand) => <UserBrandRow userId={userId} brand={brand} isSelf={isSelf} />}
    </QueryList>
  )
}

function UserBrandRow({ userId, brand, isSelf }: { userId: string; brand: UserBrand; isSelf: boolean }) {
  const [removeMember, removal] = useRemoveMemberMutation()
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()

  async function leave() {
    const left = await attempt(() => removeMember({ brandId: brand.brand_id, userId }), 'You are offline, so you have not left the brand.')
    setConfirming(false)
    if (left) notifySuccess(`You left ${brand.name}.`)
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
            Joined {dateFormat.format(new Date(brand.joined_at))}
            {brand.here ? '' : ' · open its own site to work in it or leave it'}
          </Text>
        </Box>
        <Badge alignSelf={{ base: 'flex-start', sm: 'center' }} colorPalette={brand.role === 'owner' ? 'purple' : 'gray'}>
          {roleLabels[brand.role]}
        </Badge>
        {isSelf && brand.here && !confirming ? (
          <Button size="sm" variant="outline" colorPalette="red" aria-label={`Leave ${brand.name}`} onClick={() => setConfirming(true)}>
            Leave
          </Button>
        ) : null}
      </Flex>
      <RemovalQuestion asking={confirming} confirm={`Leave ${brand.name}`} keep="Stay" busy={removal.isLoading} problem={problem} onConfirm={() => void leave()} onKeep={() => setConfirming(false)}>
        Leave {brand.name}? You lose access to its workspace at once; only a new invitation brings you back.
      </RemovalQuestion>
    </ListRow>
  )
}
