import { defineMessages } from '@formatjs/intl'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../app-context'
import { brandMembers } from '../brands/public'
import { notify } from '../notifications/public'
import type { DocumentRecord } from './invoice-repository'

const words = defineMessages({
  title: {
    id: 'invoiceNotice.title',
    defaultMessage:
      '{news, select, accepted {Quote {number} accepted} declined {Quote {number} declined} other {{kind, select, quote {Quote} credit_note {Credit note} other {Invoice}} {number} viewed}}',
  },
  body: {
    id: 'invoiceNotice.body',
    defaultMessage: '{news, select, accepted {{client} accepted it; a draft invoice of it waits for you to issue it.} declined {{client} declined it.} other {{client} opened it through their link.}}',
  },
})

/**
 * Tells the brand's owners and admins what a client did through their link: opened a document
 * for the first time, or answered a quote; each in their own language, after the change was kept.
 */
export async function tellClientNews(
  context: Pick<AppContext, 'repositories' | 'jobs' | 'database'>,
  news: { record: DocumentRecord; what: 'viewed' | 'accepted' | 'declined'; siteId: string; origin: string },
): Promise<void> {
  const { document, client } = news.record
  const people = await context.database.db
    .select({ userId: brandMembers.userId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, document.brandId), inArray(brandMembers.role, ['owner', 'admin'])))
  const tell = notify(context)
  const name = document.clientSnapshot?.name ?? client.name
  for (const { userId } of people) {
    await tell(userId, news.siteId, {
      kind: 'invoice',
      title: (say) => say(words.title, { news: news.what, kind: document.kind, number: document.number ?? '' }),
      body: (say) => say(words.body, { news: news.what, client: name }),
      link: `/brands/${document.brandId}/invoices/${document.id}`,
      origin: news.origin,
    })
  }
}
