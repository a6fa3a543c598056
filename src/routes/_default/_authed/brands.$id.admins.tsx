import { Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { BrandMembers } from '../../../features/brand-members/components/brand-members'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/admins')({ component: BrandAdminsScreen })

function BrandAdminsScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  const navigate = useNavigate()
  const meId = me.data?.user.id ?? null
  const intl = useIntl()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'brands.members.title', defaultMessage: 'Members' })}>
        <FormattedMessage
          id="brands.members.intro"
          defaultMessage="Owners run everything, admins manage the brand and its people, editors edit and publish every card, members edit their own card."
        />
      </ScreenTitle>
      <BrandMembers brandId={id} meId={meId} onLeft={() => void navigate({ to: meId ? '/users/$id/brands' : '/profile', params: { id: meId ?? '' } })} />
    </Stack>
  )
}
