import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { sentBy } from '../calendar-file'

/** A file sent with a mail, as text (a contact card). */
type MailAttachment = { filename: string; content: string; contentType: string }

/** One e-mail; `replyTo` is where the recipient's reply goes (a lead's own address), when not to us. */
export type Mail = {
  to: string
  fromName: string
  subject: string
  text: string
  html: string
  replyTo?: { name: string; address: string }
  attachments?: MailAttachment[]
  /** An iCalendar invitation: calendars offer to add it, and update the event a later one names. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
}

/**
 * An invitation as iMIP carries it (RFC 6047): a text/calendar part beside the text and HTML, and the
 * same file attached as invite.ics, both of the registered type (RFC 5545 §8.1) with the method
 * (RFC 6047 §2.4). The mail comes from `from`, not from the ORGANIZER, whose own domain would refuse
 * it (SPF, DMARC): the ORGANIZER is marked as sent by `from` (SENT-BY), which RFC 6047 §3 has
 * receivers check against the From address.
 */
function invitationParts(calendar: NonNullable<Mail['calendar']>, from: string) {
  const content = sentBy(calendar.content, from)
  const contentType = `text/calendar; charset=utf-8; method=${calendar.method}`
  return { alternatives: [{ contentType, content }], calendarFile: { filename: 'invite.ics', contentType, content } }
}
export type Mailer = { send(mail: Mail): Promise<void>; close(): void }
type Logger = { info(obj: object, msg: string): void }

/**
 * Mail goes to SMTP_URL when it is set; otherwise each message is written to DATA_DIR/outbox as an
 * .eml file and only its subject is logged (bodies can hold sign-in codes).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: Logger }): Mailer {
  // nodemailer is loaded with the first mail, not at start.
  let transport: Promise<Transporter> | undefined
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ))
  const outbox = path.join(options.dataDir, 'outbox')

  return {
    async send(mail) {
      const invitation = mail.calendar ? invitationParts(mail.calendar, options.from) : null
      const attachments = [...(mail.attachments ?? []), ...(invitation ? [invitation.calendarFile] : [])]
      const info = await (await transportOf()).sendMail({
        from: { name: mail.fromName, address: options.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(invitation ? { alternatives: invitation.alternatives } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      })
      if (options.smtpUrl) return
      await fs.mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message)
      options.log.info({ file: path.basename(file) }, `mail written to outbox: ${mail.subject}`)
    },
    close() {
      void transport?.then((open) => open.close())
    },
  }
}
