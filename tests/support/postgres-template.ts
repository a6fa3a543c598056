import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { runOperatorCommand } from '../helpers/marque-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, seeded PostgreSQL database and the DATA_DIR its uploads are in (postgres-template.ts); null without DATABASE_URL. */
    marquePostgresTemplate: { database: string; dataDir: string } | null
  }
}

/** Runs one statement on the PostgreSQL server of DATABASE_URL. */
export async function onPostgresServer(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! })
  await admin.connect()
  try {
    await admin.query(sqlText)
  } finally {
    await admin.end()
  }
}

/** DATABASE_URL naming another database on the same server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** This run's PostgreSQL databases are named after its id (MARQUE_TEST_RUN), so its teardown drops them all. */
export const runDatabasePrefix = () => `marque_${process.env.MARQUE_TEST_RUN ?? 'adhoc'}_`

/**
 * Makes the run's one migrated, seeded PostgreSQL database, through the operator commands as
 * `npm run marque` runs them on a first start, when DATABASE_URL is set: each API test's database
 * is then a copy of it (CREATE DATABASE … TEMPLATE), and no worker migrates or seeds. Answers the
 * teardown that removes its DATA_DIR (the database goes with the run's others).
 */
export async function providePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.DATABASE_URL) {
    project.provide('marquePostgresTemplate', null)
    return async () => {}
  }
  const database = `${runDatabasePrefix()}template`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-pg-template-'))
  await onPostgresServer(`create database ${database}`)
  const { code, output } = await runOperatorCommand(['sites'], { DATA_DIR: dataDir, DATABASE_URL: postgresDatabaseUrl(database) })
  if (code !== 0) throw new Error(`The seeded PostgreSQL database could not be made:\n${output}`)
  project.provide('marquePostgresTemplate', { database, dataDir })
  return () => rm(dataDir, { recursive: true, force: true })
}
