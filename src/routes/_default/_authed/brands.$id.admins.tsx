import { Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BrandMembers } from '../../../features/brand-members/components/brand-members'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/admins')({ component: BrandAdminsScreen })

function BrandAdminsScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  const navigate = useNavigate()
  const meId = me.data?.user.id ?? null
  return (
    <Stack gap="6">
      <ScreenTitle title="Members">Owners run everything, admins manage the brand and its people, editors edit and publish every card, members edit their own card.</ScreenTitle>
      <BrandMembers brandId={id} meId={meId} onLeft={() => void navigate({ to: meId ? '/users/$id/brands' : '/profile', params: { id: meId ?? '' } })} />
    </Stack>
  )
}
