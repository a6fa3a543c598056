import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export type MarqueProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/**
 * Runs one of Marque's entry points (server/start.ts, server/cli.ts) through tsx, as the npm
 * scripts do, with this environment added. It runs on the embedded database unless the
 * environment given names a DATABASE_URL.
 */
export function spawnMarque(script: string, argv: string[], env: Record<string, string>): MarqueProcess {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), script, ...argv], {
    cwd: projectRoot,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** An operator command as `npm run marque -- …` runs it, to its end. */
export async function runOperatorCommand(argv: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const command = spawnMarque('server/cli.ts', argv, env)
  const code = await command.exited
  return { code, output: command.output() }
}
