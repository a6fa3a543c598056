import { Heading, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { PeopleDirectory } from '../../features/people/components/people-directory'
import { useGetMeQuery } from '../../features/session/api/get-me'
import { selectLoggedIn } from '../../features/session/session-slice'
import { useBrand } from '../../lib/site/use-brand'
import { useAppSelector } from '../../lib/store/hooks'

export const Route = createFileRoute('/_default/users/')({ component: UsersScreen })

function UsersScreen() {
  const siteName = useBrand().site.meta.name
  const loggedIn = useAppSelector(selectLoggedIn)
  const me = useGetMeQuery(undefined, { skip: !loggedIn })
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          People
        </Heading>
        <Text color="fg.muted">The people of {siteName} who chose to be listed, and their cards.</Text>
      </Stack>
      <PeopleDirectory siteName={siteName} myUserId={loggedIn ? (me.data?.user.id ?? null) : null} />
    </Stack>
  )
}
