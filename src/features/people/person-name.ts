import { defineMessage } from 'react-intl'
import { sayInEnglish, type Say } from '../../i18n/say'

const nameless = defineMessage({ id: 'people.personName.nameless', defaultMessage: 'Someone without a name yet' })

/** What a person is called on screen: their name, else their address (seen only by them and operators). */
export const personName = (person: { name: string; email: string | null }, say: Say = sayInEnglish) => person.name || person.email || say(nameless)
