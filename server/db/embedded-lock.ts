import { randomBytes } from 'node:crypto'
import { link, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** Refused: another process has the embedded database of this DATA_DIR open. */
export class DatabaseInUseError extends Error {}

type LockRecord = { pid: number; host: string; since: string; holder: string }

export type EmbeddedLock = { release(): Promise<void> }

// Locks this process holds, so it refuses to open the same directory twice as well.
const heldHere = new Map<string, LockRecord>()

function readRecord(text: string): LockRecord | null {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>
    if (!Number.isInteger(record.pid) || typeof record.host !== 'string') return null
    return { pid: record.pid!, host: record.host, since: String(record.since), holder: String(record.holder ?? 'a Marque process') }
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Still held, as far as this machine can tell. A lock written on another host is taken to be held:
 * its process cannot be seen from here. One with this process's own number that this process has
 * not taken is left over from an earlier run that had the same number (a restarted container).
 */
function isHeld(record: LockRecord, lockFile: string): boolean {
  if (record.host !== os.hostname()) return true
  if (record.pid === process.pid) return heldHere.has(lockFile)
  return isRunning(record.pid)
}

function inUseMessage(dataDir: string, lockFile: string, record: LockRecord): string {
  return [
    `The embedded database in ${dataDir} is in use by ${record.holder} (process ${record.pid} on ${record.host}, since ${record.since}).`,
    'PGlite lets one process at a time open it. Stop that process and run this again, or run the server and',
    'the operator commands on PostgreSQL (DATABASE_URL), where they work side by side.',
    `If no Marque process runs there any more, delete ${lockFile}.`,
  ].join('\n')
}

/**
 * Takes `file` by linking the whole, already written draft to its name: link() fails when the
 * name exists, as O_EXCL does, and nobody ever reads a half-written file. Answers false when taken.
 */
async function take(file: string, draft: string, mine: LockRecord): Promise<boolean> {
  try {
    await link(draft, file)
    heldHere.set(file, mine)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * Removes the lock if it still reads `stale`, and answers whether it did. Only the holder of
 * db.lock.takeover removes a lock, after reading that it is still the stale one; nobody can
 * replace a lock that is present, so one taken in between is never removed by mistake. A
 * takeover left by a process that died in its midst (milliseconds) is cleared for the next try.
 */
async function removeStale(lockFile: string, stale: string, draft: string, mine: LockRecord): Promise<boolean> {
  const guard = `${lockFile}.takeover`
  if (!(await take(guard, draft, mine))) {
    const found = await readFile(guard, 'utf8').catch(() => null)
    const record = found === null ? null : readRecord(found)
    if (found !== null && !(record && isHeld(record, guard))) await rm(guard, { force: true })
    await pause()
    return false
  }
  try {
    if ((await readFile(lockFile, 'utf8').catch(() => null)) !== stale) return false
    await rm(lockFile, { force: true })
    return true
  } finally {
    heldHere.delete(guard)
    await rm(guard, { force: true })
  }
}

/**
 * Takes DATA_DIR/db.lock for this process, or refuses naming the process that holds it. PGlite
 * is a single-process database: two processes with the same directory open overwrite each
 * other's writes. A lock whose process no longer runs (a crash, `kill -9`) is taken over, with a
 * note.
 */
export async function lockEmbeddedDatabase(dataDir: string, holder: string, note: (line: string) => void): Promise<EmbeddedLock> {
  const lockFile = path.join(dataDir, 'db.lock')
  const ownEarlier = heldHere.get(lockFile)
  if (ownEarlier) throw new DatabaseInUseError(inUseMessage(dataDir, lockFile, ownEarlier))

  const mine: LockRecord = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), holder }
  const text = `${JSON.stringify(mine, null, 2)}\n`
  const draft = `${lockFile}.${randomBytes(6).toString('hex')}.draft`
  await writeFile(draft, text)
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await take(lockFile, draft, mine)) {
        return {
          async release() {
            heldHere.delete(lockFile)
            // Only while it is still ours: one deleted by hand and taken by another is left alone.
            if ((await readFile(lockFile, 'utf8').catch(() => null)) === text) await rm(lockFile, { force: true })
          },
        }
      }
      const found = await readFile(lockFile, 'utf8').catch(() => null)
      if (found === null) continue
      const record = readRecord(found)
      if (record && isHeld(record, lockFile)) throw new DatabaseInUseError(inUseMessage(dataDir, lockFile, record))
      if (await removeStale(lockFile, found, draft, mine)) {
        note(
          record
            ? `Took over ${lockFile}: ${record.holder} (process ${record.pid}, since ${record.since}) no longer runs; it did not stop cleanly.`
            : `Took over ${lockFile}: it was not a lock this version of Marque wrote.`,
        )
      }
    }
    throw new DatabaseInUseError(`Could not take ${lockFile}: other processes keep taking it over. Try again.`)
  } finally {
    await rm(draft, { force: true })
  }
}
