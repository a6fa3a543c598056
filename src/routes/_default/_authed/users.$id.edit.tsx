import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { PersonEditor } from '../../../features/people/components/person-editor'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/users/$id/edit')({ component: UserEditScreen })

function UserEditScreen() {
  const { id } = Route.useParams()
  const me = useGetMeQuery()
  const intl = useIntl()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'people.editScreen.title', defaultMessage: 'Edit profile' })} />
      <QueryState
        query={me}
        loading={<FormattedMessage id="people.editScreen.loading" defaultMessage="Loading…" />}
        offline={<FormattedMessage id="people.editor.offline" defaultMessage="You are offline, so the profile cannot be loaded. It will load when you are back online." />}
      >
        {(answer) => <PersonEditor id={id} isSelf={answer.user.id === id} />}
      </QueryState>
    </Stack>
  )
}
