import type { IntlShape } from 'react-intl'
import type { BrandAction, RoleTable } from '../../domain/brand-roles'
import type { BrandMember } from '../../domain/brand-members'

/** A person of the brand in words: "Ana Ruiz (ana@example.org)", or whichever of the two they have. */
export const personWords = (intl: IntlShape, person: Pick<BrandMember, 'name' | 'email'>) =>
  person.name && person.email
    ? intl.formatMessage({ id: 'cards.person.nameAndEmail', defaultMessage: '{name} ({email})' }, { name: person.name, email: person.email })
    : person.name || person.email || intl.formatMessage({ id: 'cards.person.nameless', defaultMessage: 'Someone without a name' })

/** The brand's people whose role lets them do the action: who can give a member a card. */
export const peopleWho = (members: readonly BrandMember[], roles: Pick<RoleTable, 'may'>, action: BrandAction) => members.filter((member) => roles.may(member.role, action))
