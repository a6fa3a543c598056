import type { Card } from '../../../src/domain/card'
import type { Actor } from '../../access/actor'
import type { AppContext } from '../../app-context'
import type { Database, Transaction } from '../../db/client'
import { fieldError } from '../../http-error'
import { notify } from '../notifications/public'
import { defineMessages } from '@formatjs/intl'

const notices = defineMessages({
  cardGiven: { id: 'mail.notice.cardGiven', defaultMessage: 'You have a card of {brand}: {name}' },
  cardGivenBody: { id: 'mail.notice.cardGivenBody', defaultMessage: 'Open it to fill in your details and add your photo. An editor of the brand publishes it.' },
})
const words = defineMessages({
  notOfTheBrand: {
    id: 'cardsErrors.notOfTheBrand',
    defaultMessage: "this person is not one of the brand's people: a card goes to a member of the brand or to someone signed up on one of its sites (invite them first)",
  },
})
import { cardLabel } from './card-mappers'
import type { CardOwnerPerson } from './card-owner-store'

/** A person as the audit log names them: "Ana Ruiz (ana@example.org)". */
export const personLabel = (person: CardOwnerPerson | null | undefined) =>
  !person ? 'someone no longer here' : person.name && person.email ? `${person.name} (${person.email})` : person.name || person.email || 'someone without a name'

export const notOfTheBrand = () =>
  fieldError('owner_user_id', words.notOfTheBrand)

type Where = { brandId: string; siteId: string; actor: Actor }

/**
 * What follows a change of a card's owner: the audit log's `card.given` (in the change's own
 * transaction), and, once it has committed, a notification to the new owner.
 */
export function cardGiving(context: Pick<AppContext, 'repositories' | 'jobs' | 'database'>) {
  const { repositories } = context
  const tell = notify(context)

  return {
    /** Records who the card went from and to; nothing when the owner did not change. */
    async record(executor: Database | Transaction, where: Where, before: Card, after: Card): Promise<void> {
      if (before.owner_user_id === after.owner_user_id) return
      const ids = [before.owner_user_id, after.owner_user_id].filter((id): id is string => Boolean(id))
      const people = await repositories.cards.people(executor, ids)
      const named = (id: string | null) => personLabel(people.find((person) => person.id === id))
      const label = cardLabel(after)
      await repositories.auditLog.recordEdit(executor, where.actor, {
        action: 'card.given',
        object: { type: 'card', id: after.id },
        before,
        after,
        fields: ['owner_user_id'],
        summary: () =>
          !before.owner_user_id
            ? `Gave the card ${label} to ${named(after.owner_user_id)}`
            : !after.owner_user_id
              ? `Took the card ${label} back from ${named(before.owner_user_id)}: it has no owner now`
              : `Moved the card ${label} from ${named(before.owner_user_id)} to ${named(after.owner_user_id)}`,
        brandId: where.brandId,
        siteId: where.siteId,
      })
    },

    /** Tells the card's new owner, unless they gave it to themself. Called after the change has committed. */
    async tellNewOwner(request: { site: { id: string; meta: { name: string } }; protocol: string; host: string; session: { userId: string } }, card: Card): Promise<void> {
      const owner = card.owner_user_id
      if (!owner || owner === request.session.userId) return
      const name = [card.given_name, card.family_name].filter(Boolean).join(' ') || card.key
      await tell(owner, request.site.id, {
        kind: 'membership',
        title: (say) => say(notices.cardGiven, { brand: request.site.meta.name, name }),
        body: (say) => say(notices.cardGivenBody),
        link: `/brands/${card.brand_id}/vcards/${card.id}`,
        origin: `${request.protocol}://${request.host}`,
      })
    },
  }
}
