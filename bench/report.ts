import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reportPath = path.join(projectRoot, 'docs', 'performance.md')

const header = `# Performance

Figures written by \`npm run bench\` (each benchmark rewrites its own section). Each compares the
product against a baseline measured in the same run on the same machine, because these machines
are shared and absolute numbers move from run to run.
`

/** Replaces one benchmark's section of docs/performance.md, leaving the others as they are. */
export async function writeSection(name: string, title: string, body: string): Promise<void> {
  const existing = await readFile(reportPath, 'utf8').catch(() => header)
  const start = `<!-- bench:${name} -->`
  const end = `<!-- /bench:${name} -->`
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const section = `${start}\n## ${title}\n\n_Measured ${new Date().toISOString().slice(0, 10)} on ${machine}._\n\n${body.trim()}\n${end}`
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`)
  const next = pattern.test(existing) ? existing.replace(pattern, section) : `${existing.trimEnd()}\n\n${section}\n`
  await writeFile(reportPath, next)
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
