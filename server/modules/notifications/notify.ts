import type { Notification, NotificationKind } from '../../../src/domain/notification'
import type { AppContext } from '../../app-context'
import { escapeHtml } from '../../html'
import { defineMessages } from '@formatjs/intl'
import type { Say } from '../../../src/i18n/say'
import { siteDefaultLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import type { Mail } from '../../mail/mailer'
import { chosenLocaleOf } from '../sessions/public'
import { announceUnreadChange } from './notification-stream'

const words = defineMessages({
  open: { id: 'mail.notice.open', defaultMessage: 'Open' },
  openLink: { id: 'mail.notice.openLink', defaultMessage: 'Open: {link}' },
})

/** Words written in the reader's language: given their `say`, the text. */
export type InReadersLanguage = (say: Say) => string

export type NotificationInput = {
  kind: NotificationKind
  /** Kept as written: in the reader's language when given as words to say (their own, else the site's). */
  title: string | InReadersLanguage
  body: string | InReadersLanguage
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
    const site = await repositories.sites.findById(siteId)
    const say = sayWith(translatorFor((await chosenLocaleOf(database.db, { id: userId })) ?? siteDefaultLocale(site?.meta)))
    const title = typeof input.title === 'string' ? input.title : input.title(say)
    const body = typeof input.body === 'string' ? input.body : input.body(say)

    if (delivery.in_app) {
      const { kind, link, messageId } = input
      delivered.notification = await repositories.notifications.create({ siteId, userId, kind, title, body, link, messageId })
      await announceUnreadChange(database.db, siteId, userId)
    }
    if (delivery.email && delivery.address) {
      const mail = input.mail ?? plainMail(site?.meta.name ?? 'Marque', { title, body, link: input.link, origin: input.origin }, say)
      await jobs.send('mail', { ...mail, to: delivery.address })
      delivered.mailed = true
    }
    if (delivery.push) {
      for (const subscription of await repositories.pushSubscriptions.listFor(userId, siteId)) {
        await jobs.send('push', { subscriptionId: subscription.id, message: { kind: input.kind, title, body, link: input.link } })
        delivered.pushes++
      }
    }
    return delivered
  }
}

function plainMail(brandName: string, input: { title: string; body: string; link: string; origin: string }, say: Say): Omit<Mail, 'to'> {
  const url = new URL(input.link, input.origin).toString()
  return {
    fromName: brandName,
    subject: input.title,
    text: `${input.body ? `${input.body}\n\n` : ''}${say(words.openLink, { link: url })}\n`,
    html: `${input.body ? `<p style="white-space:pre-wrap">${escapeHtml(input.body)}</p>` : ''}<p><a href="${escapeHtml(url)}">${escapeHtml(say(words.open))}</a></p>`,
  }
}
