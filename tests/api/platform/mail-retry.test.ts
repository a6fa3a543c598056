import { describe, expect, it, onTestFinished } from 'vitest'
import { startSmtp } from '../../helpers/smtp'
import { apiClient, hostA } from '../../support/api-client'
import { backends, createTestApp } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

// Retries wait for real: the first after 5–10 s, the second 10–20 s after that (the mail's policy,
// tests/api/platform/job-queue.test.ts). A file of its own, so it runs beside the queue's other tests.
const slow = { timeout: 120_000 }

type JobRow = { id: string; state: string; retry_count: number; output: { message?: string } | null }

describe.each(backends)('a mail sent through the job queue while SMTP is down (%s)', (backend) => {
  it('keeps a lead mail while SMTP is down, retries it, and sends it exactly once when SMTP is back on the same port', slow, async () => {
    // A real SMTP server, stopped: the app sends to a port where nobody answers.
    const first = await startSmtp()
    const port = first.port
    await first.stop()
    const app = await createTestApp(backend, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'cards@marque.test' })
    onTestFinished(() => app.close())
    const kit = apiClient(() => app)

    const lead = await kit.request({
      method: 'POST',
      url: '/api/vcards/demo/leads',
      host: hostA,
      payload: { name: 'Rita Retry', email: 'rita@visitor.example', phone: '', message: 'Write back when your mail works.' },
    })
    // The visitor never waits for SMTP: the lead is taken while the mail server is down.
    expect(lead.statusCode).toBe(201)

    const mailJob = () => app.query<JobRow>(`select id, state, retry_count, output from jobs.job where name = 'mail'`)
    const [queued] = await mailJob()
    expect(queued).toBeDefined()

    // It failed, was tried again and failed again: still waiting to be retried, with the refusal kept.
    const retried = await waitFor('the mail job to be retried', async () => {
      const [job] = await mailJob()
      return job && job.state === 'retry' && job.retry_count >= 1 ? job : undefined
    })
    expect(retried.id).toBe(queued!.id)
    expect(retried.output?.message).toMatch(/ECONNREFUSED|connect/i)

    const smtp = await startSmtp({ port })
    onTestFinished(() => smtp.stop())
    const mail = await smtp.waitForMail('admin@example.com', 60_000)
    expect(mail.subject).toBe('New contact from Rita Retry on the card of Maya Okafor')
    expect(mail.text).toContain('Write back when your mail works.')

    await waitFor('the mail job to be completed', async () => {
      const [job] = await mailJob()
      return job?.state === 'completed' ? job : undefined
    })
    expect(smtp.countTo('admin@example.com')).toBe(1)
    expect(await mailJob()).toHaveLength(1)
  })
})
