import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
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
  const intl = useIntl()
  const me = useGetMeQuery()
  const role = useAppSelector(selectRole)
  const dispatch = useAppDispatch()

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ScreenTitle
          title={
            me.data?.user.name
              ? intl.formatMessage({ id: 'workspace.profile.hello', defaultMessage: 'Hello, {name}' }, { name: me.data.user.name })
              : intl.formatMessage({ id: 'workspace.profile.yourDashboard', defaultMessage: 'Your dashboard' })
          }
        />
        <Button asChild variant="outline">
          <Link to="/logout">
            <FormattedMessage id="workspace.profile.signOut" defaultMessage="Sign out" />
          </Link>
        </Button>
      </HStack>
      {role ? <Text color="fg.muted">{roleSentence(intl, role)}</Text> : null}
      <Dashboard noCardOffer={(brand, me) => <NoCardOffer brand={brand} me={me} />} />
      <Heading as="h2" size="lg" marginTop="4">
        <FormattedMessage id="workspace.profile.heading" defaultMessage="Your profile" />
      </Heading>
      <QueryState
        query={me}
        loading={<FormattedMessage id="workspace.profile.loading" defaultMessage="Loading your profile…" />}
        offline={<FormattedMessage id="workspace.profile.offline" defaultMessage="You are offline, so your profile cannot be loaded. It will load when you are back online." />}
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
function roleSentence(intl: IntlShape, role: Role): string {
  if (role.type === 'admin') return intl.formatMessage({ id: 'workspace.profile.roleAdmin', defaultMessage: 'You are an administrator of this site.' })
  if (role.type === 'member') return intl.formatMessage({ id: 'workspace.profile.roleMember', defaultMessage: 'You are a member of this site.' })
  if (role.type === 'guest') return intl.formatMessage({ id: 'workspace.profile.roleGuest', defaultMessage: 'You are a guest of this site.' })
  return intl.formatMessage({ id: 'workspace.profile.roleOther', defaultMessage: 'Your role on this site: {role}.' }, { role: role.type })
}
