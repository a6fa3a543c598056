import { eq } from 'drizzle-orm'
import type { CardUpdateParsed } from '../../../src/domain/card'
import type { CardTemplate, TemplateField } from '../../../src/domain/card-template'
import type { Database } from '../../db/client'
import { brandCardTemplates, cards } from './schema'
import { cardColumnsOf } from './card-columns'

/**
 * A brand's card template: the values its cards start with and the fields it locks. `changed` is
 * told once the locked values are on every card, so their pages are drawn again.
 */
export function createCardTemplateStore(db: Database, changed: (brandId: string) => Promise<void>) {
  return {
    /** The brand's card template; an empty one when it has none. */
    async template(brandId: string): Promise<CardTemplate> {
      const [row] = await db.select().from(brandCardTemplates).where(eq(brandCardTemplates.brandId, brandId))
      return row ? { values: row.values as CardTemplate['values'], locked: row.locked as TemplateField[] } : { values: {}, locked: [] }
    },

    /** Keeps the template and gives every card of the brand the values of the fields it locks. */
    async saveTemplate(brandId: string, template: CardTemplate): Promise<CardTemplate> {
      await db.transaction(async (tx) => {
        await tx
          .insert(brandCardTemplates)
          .values({ brandId, values: template.values, locked: template.locked })
          .onConflictDoUpdate({ target: brandCardTemplates.brandId, set: { values: template.values, locked: template.locked, updatedAt: new Date() } })
        const locked = cardColumnsOf(Object.fromEntries(template.locked.map((field) => [field, template.values[field]])) as CardUpdateParsed)
        if (Object.keys(locked).length > 0) await tx.update(cards).set({ ...locked, updatedAt: new Date() }).where(eq(cards.brandId, brandId))
      })
      await changed(brandId)
      return template
    },
  }
}
