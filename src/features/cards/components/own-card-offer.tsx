import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryList } from '../../../components/ui/query-list'
import type { Card } from '../../../domain/card'
import { useRoleTable } from '../../../lib/features/features-context'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import type { BrandPermissions } from '../brand-permissions'
import { useCreateCardForMemberMutation } from '../api/create-card-for-member'
import { useListCardPeopleQuery } from '../api/list-card-people'
import { peopleWho } from '../card-people'

/** Between a person's name and their address. */
const separator = ' · '

type OwnCardOfferProps = {
  brandId: string
  brandName: string
  /** The signed-in person. */
  me: string
  permissions: BrandPermissions
  /** The card made: its editor opens. */
  onCreated: (card: Card) => void
}

/**
 * For a person with no card of the brand: "Create my card" when their role creates cards (a card
 * from the brand's template with their name and e-mail, theirs); otherwise who can give them one.
 */
export function OwnCardOffer({ brandId, brandName, me, permissions, onCreated }: OwnCardOfferProps) {
  const [createCard, creating] = useCreateCardForMemberMutation()
  const { problem, attempt } = useActionProblem()
  const intl = useIntl()
  if (!permissions.may('edit-cards')) return <WhoGivesCards brandId={brandId} brandName={brandName} />

  async function create() {
    const result = await attempt(
      () => createCard({ brandId, ownerUserId: me }),
      intl.formatMessage({ id: 'cards.forMember.offline', defaultMessage: 'You are offline, so no card was made. Try again when you are back online.' }),
    )
    if (result) onCreated(result.data)
  }

  return (
    <Stack gap="2" alignItems="flex-start">
      <Text>
        <FormattedMessage
          id="cards.ownOffer.intro"
          defaultMessage="You have no card of {brand} yet. Yours starts from the brand’s card template, with your name and e-mail address."
          values={{ brand: brandName }}
        />
      </Text>
      <Button
        {...permissions.needs('edit-cards')}
        colorPalette="primary"
        onClick={() => void create()}
        loading={creating.isLoading}
        loadingText={intl.formatMessage({ id: 'cards.forMember.creating', defaultMessage: 'Creating…' })}
      >
        <FormattedMessage id="cards.ownOffer.create" defaultMessage="Create my card" />
      </Button>
      <FormProblem>{problem}</FormProblem>
    </Stack>
  )
}

/** Who of the brand can give a member a card: its people whose role edits cards, each with their address. */
function WhoGivesCards({ brandId, brandName }: { brandId: string; brandName: string }) {
  const people = useListCardPeopleQuery(brandId)
  const roles = useRoleTable()
  const intl = useIntl()
  return (
    <Stack gap="2">
      <Text>
        <FormattedMessage
          id="cards.ownOffer.askSomeone"
          defaultMessage="You have no card of {brand} yet. Cards are made and given by the brand’s owners, admins and editors: ask one of them for yours."
          values={{ brand: brandName }}
        />
      </Text>
      <QueryList
        query={people}
        loading={<FormattedMessage id="cards.ownOffer.loading" defaultMessage="Loading who can give you a card…" />}
        offline={<FormattedMessage id="cards.ownOffer.offline" defaultMessage="You are offline, so who can give you a card cannot be loaded." />}
        items={(answer) => peopleWho(answer.members, roles, 'edit-cards')}
        keyOf={(person) => person.user_id}
        label={intl.formatMessage({ id: 'cards.ownOffer.label', defaultMessage: 'Who can give you a card' })}
        gap="1"
        empty={<FormattedMessage id="cards.ownOffer.empty" defaultMessage="Nobody of the brand can give cards yet: its site’s administrators can." />}
      >
        {(person) => (
          <Text as="li">
            {person.name && person.email ? person.name + separator : person.name}
            {person.email ? (
              <Link href={`mailto:${person.email}`} color="link" dir="ltr">
                {person.email}
              </Link>
            ) : null}
          </Text>
        )}
      </QueryList>
    </Stack>
  )
}
