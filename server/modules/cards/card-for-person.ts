import { cardKeySchema } from '../../../src/domain/card'
import { slugOf } from '../../../src/domain/slug'

/** How the words of an address's name part read as a name: "ana.ruiz" → "Ana Ruiz". */
const nameOfAddress = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/**
 * What a new card of a person starts with: their name (the last word as the family name, the rest
 * as the given name; from their address when they gave none) and their address as its work e-mail.
 */
export function cardFieldsOfPerson(person: { name: string; email: string | null }) {
  const name = (person.name.trim() || (person.email ? nameOfAddress(person.email) : '') || 'New card').slice(0, 200)
  const words = name.split(/\s+/)
  const family = words.length > 1 ? words.pop()! : ''
  return {
    given_name: words.join(' ').slice(0, 100),
    family_name: family.slice(0, 100),
    emails: person.email ? [{ type: 'work' as const, address: person.email }] : [],
  }
}

/**
 * The first free key for a name: "ana-ruiz", else "ana-ruiz-2", "ana-ruiz-3"…; "card" when the
 * name gives no letters a key may hold. `taken` says whether the brand already uses a key (its
 * slug included).
 */
export function freeKeyFor(name: string, taken: (key: string) => boolean): string {
  const base = slugOf(name, 56) || 'card'
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}-${n}`
    if (!taken(key) && cardKeySchema.safeParse(key).success) return key
  }
}
