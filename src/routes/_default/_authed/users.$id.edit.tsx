import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { QueryState } from '../../../components/ui/query-state'
import { PersonEditor } from '../../../features/people/components/person-editor'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/users/$id/edit')({ component: UserEditScreen })

function UserEditScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  return (
    <Stack gap="6">
      <ScreenTitle title="Edit profile" />
      <QueryState query={me} loading="Loading…" offline="You are offline, so the profile cannot be loaded. It will load when you are back online.">
        {(answer) => <PersonEditor id={id} isSelf={answer.user.id === id} />}
      </QueryState>
    </Stack>
  )
}
