import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { provideDataTemplate } from '../helpers/data-template'
import { providePostgresTemplate } from '../support/postgres-template'

let removeTemplates: () => Promise<void> = async () => {}

/**
 * Names this run's PostgreSQL test databases after one run id, so the teardown can drop every
 * database the run made (templates included) without touching another run's.
 */
export async function setup(project: TestProject) {
  process.env.MARQUE_TEST_RUN = randomBytes(4).toString('hex')
  // One migrated, seeded database of each kind for the whole run, made as a first start makes it:
  // every test app's database is a copy of one (tests/support/test-app.ts), and the tests that
  // start the real server start it from a copy of the seeded DATA_DIR.
  const removers = await Promise.all([provideDataTemplate(project), providePostgresTemplate(project)])
  removeTemplates = async () => {
    for (const remove of removers) await remove()
  }
}

export async function teardown() {
  await removeTemplates()
  const url = process.env.DATABASE_URL
  const run = process.env.MARQUE_TEST_RUN
  if (!url || !run) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`marque_${run}_%`])
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`)
  } finally {
    await client.end()
  }
}
