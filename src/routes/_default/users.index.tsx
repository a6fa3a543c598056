import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PeopleDirectory } from '../../features/people/components/people-directory'
import { useGetMeQuery } from '../../features/session/api/get-me'
import { selectLoggedIn } from '../../features/session/session-slice'
import { useBrand } from '../../lib/site/use-brand'
import { useAppSelector } from '../../lib/store/hooks'
import { ScreenTitle } from '../../components/ui/screen-title'

export const Route = createFileRoute('/_default/users/')({ component: UsersScreen })

function UsersScreen() {
  const siteName = useBrand().site.meta.name
  const loggedIn = useAppSelector(selectLoggedIn)
  const me = useGetMeQuery(undefined, { skip: !loggedIn })
  const intl = useIntl()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'people.directory.label', defaultMessage: 'People' })}>
        <FormattedMessage id="people.directoryScreen.intro" defaultMessage="The people of {site} who chose to be listed, and their cards." values={{ site: siteName }} />
      </ScreenTitle>
      <PeopleDirectory siteName={siteName} myUserId={loggedIn ? (me.data?.user.id ?? null) : null} />
    </Stack>
  )
}
