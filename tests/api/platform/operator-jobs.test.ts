import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runOperatorCommand } from '../../helpers/marque-process'
import { startServer } from '../../helpers/server'
import { runCli } from '../../../server/operator-commands'
import { backends, emptyPostgresDatabase } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const failedMail = { to: 'late@example.org', fromName: 'Northwind Studio', subject: 'Your invitation, at last', text: 'Come in.', html: '<p>Come in.</p>' }

describe.each(backends)('operator commands for the job queue (%s)', (backend) => {
  const { t, smtp } = useTestApp(backend, { mail: true })
  const run = async (...argv: string[]) => {
    const printed: string[] = []
    await runCli(argv, t.app.context.database, t.app.context.files, (line) => printed.push(line))
    return printed
  }

  /** A mail job that ran out of its 14 tries, as the queue leaves one. */
  async function failedJob(): Promise<string> {
    const [row] = await t.query<{ id: string }>(
      `insert into jobs.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, started_on, completed_on, output)
       values ('mail', $1, 'failed', 13, 13, 5, true, now(), now(), '{"message": "connect ECONNREFUSED 127.0.0.1:2525"}') returning id`,
      [JSON.stringify(failedMail)],
    )
    return row!.id
  }

  it('lists jobs with their kind, state, tries, times and last error, narrowed by state and count', async () => {
    const id = await failedJob()
    const [header, ...lines] = await run('jobs', '--state', 'failed')
    expect(header).toMatch(/^id\s+kind\s+state\s+tries\s+created\s+next try\s+last error$/)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^${id}\\s+mail\\s+failed\\s+14\\s+\\d{4}-\\d\\d-\\d\\dT\\S+\\s+-\\s+connect ECONNREFUSED 127\\.0\\.0\\.1:2525$`))

    expect(await run('jobs', '--state', 'cancelled')).toEqual(['No cancelled jobs'])
    await failedJob()
    expect(await run('jobs', '--limit', '1')).toHaveLength(2)
    expect(await run('jobs')).toHaveLength(3)
  })

  it('retries a failed job, which a running worker then sends once', async () => {
    const id = await failedJob()
    expect(await run('jobs:retry', id)).toEqual([`Job ${id} will be tried again by the next server that works the queue`])

    const mail = await smtp.waitForMail('late@example.org', 30_000)
    expect(mail.subject).toBe('Your invitation, at last')
    const deadline = Date.now() + 30_000
    let state = ''
    while (state !== 'completed' && Date.now() < deadline) {
      state = (await t.query<{ state: string }>('select state from jobs.job where id = $1', [id]))[0]!.state
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(state).toBe('completed')
    expect(smtp.countTo('late@example.org')).toBe(1)
  })

  it('refuses bad options and jobs that cannot be retried, naming the problem', async () => {
    await expect(run('jobs', '--state', 'lost')).rejects.toThrow('--state: must be one of created, retry, active, completed, cancelled, failed')
    await expect(run('jobs', '--limit', '0')).rejects.toThrow('--limit: must be a whole number from 1 to 1000')
    await expect(run('jobs:retry')).rejects.toThrow('jobs:retry: give the id of a job')
    await expect(run('jobs:retry', 'not-an-id')).rejects.toThrow('jobs:retry: give the id of a job')
    await expect(run('jobs:retry', '00000000-0000-4000-8000-000000000000')).rejects.toThrow('jobs:retry: no job has the id 00000000-0000-4000-8000-000000000000')

    const id = await failedJob()
    await t.query(`update jobs.job set state = 'completed' where id = $1`, [id])
    await expect(run('jobs:retry', id)).rejects.toThrow(`jobs:retry: job ${id} has not failed; only a failed job can be retried`)
  })
})

describe.each(backends.filter((backend) => backend === 'postgres'))('the jobs command beside a running server (%s)', () => {
  it('lists the jobs the server is working on', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-jobs-'))
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>')
    const database = await emptyPostgresDatabase()
    const server = await startServer({ dataDir, env: { STATIC_DIR: staticDir, DATABASE_URL: database.url } })
    try {
      const lead = await fetch(`http://127.0.0.1:${server.port}/api/vcards/demo/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ola Operator', email: 'ola@visitor.example', phone: '', message: '' }),
      })
      expect(lead.status).toBe(201)
      const listed = await runOperatorCommand(['jobs'], { DATA_DIR: dataDir, DATABASE_URL: database.url })
      expect(listed.code).toBe(0)
      expect(listed.output).toMatch(/\bmail\s+(created|active|completed)\s+[01]\s/)
    } finally {
      await server.stop()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
      await rm(staticDir, { recursive: true, force: true })
    }
  })
})
