import type { CardTemplate, TemplateField } from '../../../src/domain/card-template'
import { templateFields, templateValueOf } from '../../../src/domain/card-template'
import { defineMessages } from '@formatjs/intl'
import { fieldError } from '../../http-error'

const words = defineMessages({
  lockedByTemplate: { id: 'cardsErrors.lockedByTemplate', defaultMessage: "is set by the brand's card template; a brand admin can change it there" },
})

type TemplateValues = Partial<Record<TemplateField, unknown>>

/** A value as one string whatever the order of its keys, so two colour sets compare by content. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined'
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : inner,
  )
}

/** An empty value of a template field: no organisation, no address, no colour of its own. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'object' && Object.keys(value).length === 0)

/** A value as the template compares it: empty is no value, a design has its defaults filled in. */
const comparable = (field: TemplateField, value: unknown) => (field === 'design' ? templateValueOf(field, value ?? {}) : isEmpty(value) ? null : value)

/**
 * A card's fields under the brand's template: a locked field given another value is refused,
 * naming it; a new card takes the template's value for a locked field and for any it leaves empty.
 */
export function underTemplate<Body extends TemplateValues>(body: Body, template: CardTemplate, creating: boolean): Body {
  const result: TemplateValues = { ...body }
  for (const field of templateFields) {
    const value = template.values[field]
    if (value === undefined) continue
    const locked = template.locked.includes(field)
    const leftEmpty = creating && isEmpty(body[field])
    if (locked && !leftEmpty && body[field] !== undefined && canonical(comparable(field, body[field])) !== canonical(comparable(field, value))) {
      throw fieldError(field, words.lockedByTemplate)
    }
    if (creating && (locked || isEmpty(body[field]))) result[field] = value
  }
  return result as Body
}
