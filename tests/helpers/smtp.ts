import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  from: string
  fromName: string
  subject: string
  text: string
  /** The HTML part, as sent; empty when the mail has none. */
  html: string
  replyTo: string
  attachments: { filename: string; contentType: string; content: string }[]
}

/**
 * A real SMTP server on loopback that keeps every message it receives. Given a port, it listens
 * there: a test that stopped one starts it again where the app still sends.
 */
export async function startSmtp(options: { port?: number } = {}) {
  const mails: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const from = parsed.from?.value[0]
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: from?.address ?? '',
            fromName: from?.name ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.value[0]?.address ?? '',
            attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })),
          })
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  // Port 0: the system picks a free port and it stays ours; a port found free and let go could be taken first.
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /**
     * The newest mail to this address that arrived after `after` mails to it had been seen; with
     * `which`, the newest such mail it accepts (a sign-in code among lead mails sent meanwhile).
     */
    async waitForMail(to: string, timeoutMs = 15_000, after = 0, which: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const matching = mails.filter((mail) => mail.to.includes(to.toLowerCase())).slice(after).filter(which)
        if (matching.length > 0) return matching[matching.length - 1]!
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, Math.min(left, 250))
        })
      }
    },
    countTo(to: string) {
      return mails.filter((mail) => mail.to.includes(to.toLowerCase())).length
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>

/** The subject of a sign-in code's mail in each language, as its catalog says it ("Your {brand} sign-in code"). */
const codeSubjects = ['en', 'de', 'ar'].map((locale) => {
  const catalog = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../src/i18n/catalogs/${locale}/mail.json`), 'utf8')) as Record<string, string>
  const [before, after] = catalog['mail.signIn.subject']!.split('{brand}')
  return (subject: string) => subject.startsWith(before!) && subject.endsWith(after!)
})

/** Whether a mail is a sign-in code ("Your Northwind Studio sign-in code"), in whichever language the person reads. */
export const holdsCode = (mail: ReceivedMail) => codeSubjects.some((isCodeSubject) => isCodeSubject(mail.subject))

export function codeFrom(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match) throw new Error(`No code in the mail "${mail.subject}"`)
  return match[1]!
}
