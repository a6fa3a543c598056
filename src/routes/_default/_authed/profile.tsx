import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useAppSelector } from '../../../lib/store/hooks'
import { QueryState } from '../../../components/ui/query-state'
import { Dashboard } from '../../../features/workspace/components/dashboard'
import { ProfileForm } from '../../../features/profile/components/profile-form'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { selectRole, type Role } from '../../../features/session/session-slice'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/profile')({ component: ProfileScreen })

function ProfileScreen() {
  const me = useGetMeQuery()
  const role = useAppSelector(selectRole)

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ScreenTitle title={me.data?.user.name ? `Hello, ${me.data.user.name}` : 'Your dashboard'} />
        <Button asChild variant="outline">
          <Link to="/logout">Sign out</Link>
        </Button>
      </HStack>
      {role ? <Text color="fg.muted">{roleSentence(role)}</Text> : null}
      <Dashboard />
      <Heading as="h2" size="lg" marginTop="4">
        Your profile
      </Heading>
      <QueryState
        query={me}
        loading="Loading your profile…"
        offline="You are offline, so your profile cannot be loaded. It will load when you are back online."
      >
        {(answer) => <ProfileForm key={answer.user.id} user={answer.user} />}
      </QueryState>
    </Stack>
  )
}

/** What the person's role on this site means, in words; a type this app does not know is named as it is. */
function roleSentence(role: Role): string {
  if (role.type === 'admin') return 'You are an administrator of this site.'
  if (role.type === 'member') return 'You are a member of this site.'
  if (role.type === 'guest') return 'You are a guest of this site.'
  return `Your role on this site: ${role.type}.`
}
