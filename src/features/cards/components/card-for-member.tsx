import { Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { SelectField } from '../../../components/ui/select-field'
import { TitledSection } from '../../../components/ui/titled-section'
import type { Card } from '../../../domain/card'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import type { BrandPermissions } from '../brand-permissions'
import { useCreateCardForMemberMutation } from '../api/create-card-for-member'
import { useListCardPeopleQuery } from '../api/list-card-people'
import { personWords } from '../card-people'

type CardForMemberProps = {
  brandId: string
  /** The people who own one of the brand's cards already: offered last. */
  owners: ReadonlySet<string>
  permissions: BrandPermissions
  onCreated: (card: Card) => void
}

/** A card made for one of the brand's members, from the brand's template, with their name and e-mail; its editor opens. */
export function CardForMember({ brandId, owners, permissions, onCreated }: CardForMemberProps) {
  const people = useListCardPeopleQuery(brandId)
  const [chosen, setChosen] = useState('')
  const [createCard, creating] = useCreateCardForMemberMutation()
  const { problem, attempt } = useActionProblem()
  const intl = useIntl()

  async function create() {
    const result = await attempt(
      () => createCard({ brandId, ownerUserId: chosen }),
      intl.formatMessage({ id: 'cards.forMember.offline', defaultMessage: 'You are offline, so no card was made. Try again when you are back online.' }),
    )
    if (result) onCreated(result.data)
  }

  return (
    <TitledSection title={<FormattedMessage id="cards.forMember.title" defaultMessage="A card for a member" />} size="md" borderWidth="1px" borderColor="border" borderRadius="md" padding="4" {...permissions.needs('edit-cards')}>
      <Text color="fg.muted" marginTop="1" marginBottom="3">
        <FormattedMessage
          id="cards.forMember.intro"
          defaultMessage="Made from the brand’s card template with the member’s name and e-mail address, and theirs: they fill it in when they sign in, and an editor publishes it."
        />
      </Text>
      <QueryState
        query={people}
        loading={<FormattedMessage id="cards.forMember.loading" defaultMessage="Loading the brand’s members…" />}
        offline={<FormattedMessage id="cards.forMember.offlineMembers" defaultMessage="You are offline, so the brand’s members cannot be loaded." />}
      >
        {({ members }) => {
          const ordered = [...members].sort((a, b) => Number(owners.has(a.user_id)) - Number(owners.has(b.user_id)))
          const options = [
            { value: '', label: intl.formatMessage({ id: 'cards.forMember.choose', defaultMessage: 'Choose a member…' }) },
            ...ordered.map((member) => ({
              value: member.user_id,
              label: owners.has(member.user_id)
                ? intl.formatMessage({ id: 'cards.forMember.hasCard', defaultMessage: '{person} — has a card' }, { person: personWords(intl, member) })
                : personWords(intl, member),
            })),
          ]
          return (
            <Flex gap="3" alignItems="flex-end" wrap="wrap">
              <Flex flex="1" minWidth="14rem">
                <SelectField label={intl.formatMessage({ id: 'cards.forMember.field', defaultMessage: 'Create a card for' })} value={chosen} options={options} onChange={setChosen} />
              </Flex>
              <Button {...permissions.needs('edit-cards')} colorPalette="primary" onClick={() => void create()} disabled={!chosen} loading={creating.isLoading} loadingText={intl.formatMessage({ id: 'cards.forMember.creating', defaultMessage: 'Creating…' })}>
                <FormattedMessage id="cards.forMember.create" defaultMessage="Create their card" />
              </Button>
            </Flex>
          )
        }}
      </QueryState>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </TitledSection>
  )
}
