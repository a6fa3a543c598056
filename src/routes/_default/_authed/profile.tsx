import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { OwnCardOffer } from '../../../features/cards/components/own-card-offer'
import { needs, useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import type { WorkspaceBrand } from '../../../domain/workspace'
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks'
import { QueryState } from '../../../components/ui/query-state'
import { Dashboard } from '../../../features/workspace/components/dashboard'
import { OwnDataSection } from '../../../features/profile/components/own-data-section'
import { ProfileForm } from '../../../features/profile/components/profile-form'
import { accountDeleted } from '../../../features/session/session-thunks'
import { useGetMeQuery } from '../../../features/session/api/get-me'
import { selectRole, type Role } from '../../../features/session/session-slice'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/profile')({ component: ProfileScreen })

function ProfileScreen() {
  const me = useGetMeQuery()
  const role = useAppSelector(selectRole)
  const dispatch = useAppDispatch()

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ScreenTitle title={me.data?.user.name ? `Hello, ${me.data.user.name}` : 'Your dashboard'} />
        <Button asChild variant="outline">
          <Link to="/logout">Sign out</Link>
        </Button>
      </HStack>
      {role ? <Text color="fg.muted">{roleSentence(role)}</Text> : null}
      <Dashboard noCardOffer={(brand, me) => <NoCardOffer brand={brand} me={me} />} />
      <Heading as="h2" size="lg" marginTop="4">
        Your profile
      </Heading>
      <QueryState
        query={me}
        loading="Loading your profile…"
        offline="You are offline, so your profile cannot be loaded. It will load when you are back online."
      >
        {(answer) => (
          <>
            <ProfileForm key={answer.user.id} user={answer.user} />
            {answer.user.email ? <OwnDataSection email={answer.user.email} onDeleted={() => dispatch(accountDeleted())} /> : null}
          </>
        )}
      </QueryState>
    </Stack>
  )
}

/** A person with no card of this site's brand: "Create my card" when their role makes cards, else who gives them one. */
function NoCardOffer({ brand, me }: { brand: WorkspaceBrand; me: string }) {
  const navigate = useNavigate()
  const may = useMayInBrand(brand.id)
  return (
    <OwnCardOffer
      brandId={brand.id}
      brandName={brand.name}
      me={me}
      permissions={{ may, needs }}
      onCreated={(card) => void navigate({ to: '/brands/$id/vcards/$vcardId', params: { id: brand.id, vcardId: card.id } })}
    />
  )
}

/** What the person's role on this site means, in words; a type this app does not know is named as it is. */
function roleSentence(role: Role): string {
  if (role.type === 'admin') return 'You are an administrator of this site.'
  if (role.type === 'member') return 'You are a member of this site.'
  if (role.type === 'guest') return 'You are a guest of this site.'
  return `Your role on this site: ${role.type}.`
}
