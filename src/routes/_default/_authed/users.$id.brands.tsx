import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { UserBrandList } from '../../../features/brand-members/components/user-brand-list'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/users/$id/brands')({ component: UserBrandsScreen })

function UserBrandsScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  const intl = useIntl()
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'people.brandsScreen.title', defaultMessage: 'Brands' })} />
      <UserBrandList userId={id} isSelf={me.data?.user.id === id} />
    </Stack>
  )
}
