import type { Notification, NotificationKind } from '../../../src/domain/notification'
import type { AppContext } from '../../app-context'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'
import { announceUnreadChange } from './notification-stream'

export type NotificationInput = {
  kind: NotificationKind
  title: string
  body: string
  /** The app path it opens, such as /users/{id}/messages. */
  link: string
  /** The message it is about, if any (a lead). */
  messageId?: string
  /** The address of the site it came through (`https://cards.acme.example`): the e-mail links there. */
  origin: string
  /** The e-mail to send when the person takes this kind by e-mail; without it, one made of the title, body and link. */
  mail?: Omit<Mail, 'to'>
}

export type Delivered = { notification: Notification | null; mailed: boolean; pushes: number }

/**
 * Notifies a person on one site, where their preference for the kind says: in the app (and the
 * live badge), by e-mail, by push to each browser they subscribed on this site. The e-mail and the
 * pushes are jobs, sent by the queue; so this is called after the change it follows has committed,
 * never inside a transaction (on PGlite a transaction holds the only connection).
 */
export function notify({ repositories, jobs, database }: Pick<AppContext, 'repositories' | 'jobs' | 'database'>) {
  return async (userId: string, siteId: string, input: NotificationInput): Promise<Delivered> => {
    const delivery = await repositories.notificationPreferences.deliveryOf(userId, input.kind)
    const delivered: Delivered = { notification: null, mailed: false, pushes: 0 }

    if (delivery.in_app) {
      const { kind, title, body, link, messageId } = input
      delivered.notification = await repositories.notifications.create({ siteId, userId, kind, title, body, link, messageId })
      await announceUnreadChange(database.db, siteId, userId)
    }
    if (delivery.email && delivery.address) {
      const mail = input.mail ?? (await plainMail(repositories, siteId, input))
      await jobs.send('mail', { ...mail, to: delivery.address })
      delivered.mailed = true
    }
    if (delivery.push) {
      for (const subscription of await repositories.pushSubscriptions.listFor(userId, siteId)) {
        await jobs.send('push', { subscriptionId: subscription.id, message: { kind: input.kind, title: input.title, body: input.body, link: input.link } })
        delivered.pushes++
      }
    }
    return delivered
  }
}

async function plainMail(repositories: AppContext['repositories'], siteId: string, input: NotificationInput): Promise<Omit<Mail, 'to'>> {
  const site = await repositories.sites.findById(siteId)
  const url = new URL(input.link, input.origin).toString()
  return {
    fromName: site?.meta.name ?? 'Marque',
    subject: input.title,
    text: `${input.body ? `${input.body}\n\n` : ''}Open: ${url}\n`,
    html: `${input.body ? `<p style="white-space:pre-wrap">${escapeHtml(input.body)}</p>` : ''}<p><a href="${escapeHtml(url)}">Open</a></p>`,
  }
}
