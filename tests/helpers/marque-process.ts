import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export type MarqueProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

type Entry = 'server/start.ts' | 'server/cli.ts'

/** An npm script's command line after `node` (package.json), so tests run it exactly as npm does. */
function npmScriptArguments(script: 'start' | 'marque'): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [command, ...args] = scripts[script]!.split(/\s+/)
  if (command !== 'node') throw new Error(`npm run ${script} runs "${scripts[script]}"; the tests expect a node command`)
  return args
}

/**
 * Runs one of Marque's entry points as the npm scripts do, with this environment added: the
 * server as `npm start` runs it and the operator commands as `npm run marque` does (both the
 * built server, by plain node, built first when stale). It runs on the embedded database unless
 * the environment given names a DATABASE_URL.
 */
export function spawnMarque(entry: Entry, argv: string[], env: Record<string, string>): MarqueProcess {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL
  const command = npmScriptArguments(entry === 'server/start.ts' ? 'start' : 'marque')
  const child = spawn(process.execPath, [...command, ...argv], {
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
