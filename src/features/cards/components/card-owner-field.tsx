import { Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TitledSection } from '../../../components/ui/titled-section'
import type { BrandMember } from '../../../domain/brand-members'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import type { BrandPermissions } from '../brand-permissions'
import type { CardRef } from '../api/get-card'
import { useGiveCardMutation } from '../api/give-card'
import { useListCardPeopleQuery } from '../api/list-card-people'
import { personWords } from '../card-people'

type CardOwnerFieldProps = {
  cardRef: CardRef
  ownerUserId: string | null
  /** The signed-in person. */
  me: string
  permissions: BrandPermissions
}

/**
 * Whose card it is. Whoever edits every card of the brand gives it to one of the brand's members,
 * moves it to another or takes it back; its owner sees it is theirs, and nothing to change.
 */
export function CardOwnerField({ cardRef, ownerUserId, me, permissions }: CardOwnerFieldProps) {
  const mayGive = permissions.may('edit-cards')
  return (
    <TitledSection title={<FormattedMessage id="cards.owner.title" defaultMessage="Owner" />} titleSpace="3">
      {mayGive ? (
        <OwnerPicker cardRef={cardRef} ownerUserId={ownerUserId} me={me} permissions={permissions} />
      ) : (
        <Text>
          <FormattedMessage
            id="cards.owner.notYours"
            defaultMessage="{mine, select, yes {This is your card: you fill it in.} other {This card is someone else’s.}} Only the brand’s owners, admins and editors give a card to someone else, and publish it."
            values={{ mine: ownerUserId === me ? 'yes' : 'no' }}
          />
        </Text>
      )}
    </TitledSection>
  )
}

function OwnerPicker({ cardRef, ownerUserId, me, permissions }: CardOwnerFieldProps) {
  const people = useListCardPeopleQuery(cardRef.brandId)
  const members = people.data?.members ?? []
  const [chosen, setChosen] = useState(ownerUserId ?? '')
  const [giveCard, giving] = useGiveCardMutation()
  const { problem, attempt } = useActionProblem()
  const intl = useIntl()
  const owner = members.find((member) => member.user_id === ownerUserId)
  const options = [
    { value: '', label: intl.formatMessage({ id: 'cards.owner.nobody', defaultMessage: 'Nobody (leads go to the brand’s first owner)' }) },
    // An owner signed up on one of the brand's sites without being a member of the brand stays choosable.
    ...(ownerUserId && !owner ? [{ value: ownerUserId, label: intl.formatMessage({ id: 'cards.owner.present', defaultMessage: 'Its present owner (not a member of the brand)' }) }] : []),
    ...members.map((member) => ({
      value: member.user_id,
      label: member.user_id === me ? intl.formatMessage({ id: 'cards.owner.you', defaultMessage: '{person} (you)' }, { person: personWords(intl, member) }) : personWords(intl, member),
    })),
  ]

  async function give() {
    const ownerId = chosen || null
    const result = await attempt(
      () => giveCard({ ...cardRef, ownerUserId: ownerId }),
      intl.formatMessage({ id: 'cards.owner.offline', defaultMessage: 'You are offline, so the card was not given. Try again when you are back online.' }),
    )
    if (!result) return
    const to = members.find((member) => member.user_id === ownerId)
    notifySuccess(
      to
        ? intl.formatMessage({ id: 'cards.owner.given', defaultMessage: 'The card is {person}’s now.' }, { person: personWords(intl, to) })
        : intl.formatMessage({ id: 'cards.owner.none', defaultMessage: 'The card has no owner now.' }),
    )
  }

  return (
    <>
      <Text marginBottom="3">{ownerWords(intl, ownerUserId, owner, me)}</Text>
      <Flex gap="3" alignItems="flex-end" wrap="wrap">
        <Flex flex="1" minWidth="14rem" {...permissions.needs('edit-cards')}>
          <SelectField label={intl.formatMessage({ id: 'cards.owner.field', defaultMessage: 'Give the card to' })} value={chosen} options={options} onChange={setChosen} />
        </Flex>
        <Button {...permissions.needs('edit-cards')} variant="outline" onClick={() => void give()} loading={giving.isLoading} disabled={chosen === (ownerUserId ?? '')}>
          <FormattedMessage id="cards.owner.give" defaultMessage="Give the card" />
        </Button>
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </>
  )
}

function ownerWords(intl: IntlShape, ownerUserId: string | null, owner: BrandMember | undefined, me: string): string {
  if (!ownerUserId) return intl.formatMessage({ id: 'cards.owner.nobodyOwns', defaultMessage: 'Nobody owns this card: leads left on it go to the brand’s first owner.' })
  if (ownerUserId === me) return intl.formatMessage({ id: 'cards.owner.yours', defaultMessage: 'You own this card.' })
  if (owner) return intl.formatMessage({ id: 'cards.owner.ownedBy', defaultMessage: 'Owned by {person}.' }, { person: personWords(intl, owner) })
  return intl.formatMessage({ id: 'cards.owner.someone', defaultMessage: 'Owned by someone signed up on one of the brand’s sites.' })
}
