import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { UserBrandList } from '../../../features/brand-members/components/user-brand-list'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/users/$id/brands')({ component: UserBrandsScreen })

function UserBrandsScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  return (
    <Stack gap="4">
      <ScreenTitle title="Brands" />
      <UserBrandList userId={id} isSelf={me.data?.user.id === id} />
    </Stack>
  )
}
