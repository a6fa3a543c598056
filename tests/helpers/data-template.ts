import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { runOperatorCommand } from './marque-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR with the embedded database migrated and the demo sites seeded, made once per run (data-template.ts). */
    marqueDataTemplate: string
  }
}

/**
 * Makes a DATA_DIR as a first start leaves it (migrated, the demo sites and their files seeded) once
 * for the whole run, through the operator commands as `npm run marque` runs them, and hands its
 * path to the test files: each server then starts from a copy in well under a second instead of
 * migrating and seeding for about two. Answers the teardown that removes it.
 */
export async function provideDataTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marque-data-template-'))
  const { code, output } = await runOperatorCommand(['sites'], { DATA_DIR: dir })
  if (code !== 0) throw new Error(`The seeded DATA_DIR could not be made:\n${output}`)
  await rm(path.join(dir, 'db.lock'), { force: true })
  project.provide('marqueDataTemplate', dir)
  return () => rm(dir, { recursive: true, force: true })
}
