import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openPglite } from '../../../server/db/client'
import { DatabaseInUseError, lockEmbeddedDatabase } from '../../../server/db/embedded-lock'

// The lock on DATA_DIR's embedded database, in one process; tests/api/platform/operator-beside-server.test.ts
// runs it across real server and operator processes.
describe('the lock on the embedded database of a DATA_DIR', () => {
  const dirs: string[] = []
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
  })
  async function newDataDir() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'marque-lock-'))
    dirs.push(dir)
    return dir
  }
  const writeLock = (dataDir: string, record: object | string) =>
    writeFile(path.join(dataDir, 'db.lock'), typeof record === 'string' ? record : JSON.stringify(record))

  it('is refused to a second opening of the same directory in this process, and free again once the first closes', async () => {
    const dataDir = await newDataDir()
    const first = await openPglite({ dataDir, opener: { holder: 'the first opening' } })
    await expect(openPglite({ dataDir, opener: { holder: 'the second opening' } })).rejects.toThrow(`is in use by the first opening (process ${process.pid}`)
    await first.close()
    const again = await openPglite({ dataDir, opener: { holder: 'the second opening' } })
    expect(JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'the second opening' })
    await again.close()
    expect(await readdir(dataDir)).toEqual(['db'])
  })

  it('written on another host is taken to be held: refused naming that host and the file to delete', async () => {
    const dataDir = await newDataDir()
    await writeLock(dataDir, { pid: 4242, host: 'other-host.example', since: '2024-01-01T00:00:00.000Z', holder: 'the Marque server' })
    const taking = lockEmbeddedDatabase(dataDir, 'the operator command sites', () => {})
    await expect(taking).rejects.toBeInstanceOf(DatabaseInUseError)
    await expect(taking).rejects.toThrow(
      `is in use by the Marque server (process 4242 on other-host.example, since 2024-01-01T00:00:00.000Z)`,
    )
    await expect(taking).rejects.toThrow(`If no Marque process runs there any more, delete ${path.join(dataDir, 'db.lock')}.`)
  })

  it("with this process's own number, not taken by this process, is an earlier run's (a restarted container) and is taken over", async () => {
    const dataDir = await newDataDir()
    await writeLock(dataDir, { pid: process.pid, host: os.hostname(), since: '2024-01-01T00:00:00.000Z', holder: 'the Marque server' })
    const notes: string[] = []
    const lock = await lockEmbeddedDatabase(dataDir, 'the Marque server', (line) => notes.push(line))
    expect(notes).toEqual([
      `Took over ${path.join(dataDir, 'db.lock')}: the Marque server (process ${process.pid}, since 2024-01-01T00:00:00.000Z) no longer runs; it did not stop cleanly.`,
    ])
    await lock.release()
  })

  it('that is not a lock Marque wrote is taken over, with a note', async () => {
    const dataDir = await newDataDir()
    await writeLock(dataDir, 'not a lock')
    const notes: string[] = []
    const lock = await lockEmbeddedDatabase(dataDir, 'the Marque server', (line) => notes.push(line))
    expect(notes).toEqual([`Took over ${path.join(dataDir, 'db.lock')}: it was not a lock this version of Marque wrote.`])
    await lock.release()
    expect(await readdir(dataDir)).toEqual([])
  })

  it('left by a process that no longer runs goes to exactly one of several takers at once', async () => {
    expect(() => process.kill(4_000_000, 0)).toThrow()
    const names = ['taker a', 'taker b', 'taker c', 'taker d', 'taker e', 'taker f', 'taker g', 'taker h']
    // A race: run it often enough that a takeover letting two through would show.
    for (let round = 0; round < 100; round++) {
      const dataDir = await newDataDir()
      await writeLock(dataDir, { pid: 4_000_000, host: os.hostname(), since: '2024-01-01T00:00:00.000Z', holder: 'the Marque server' })
      const takers = await Promise.allSettled(names.map((name) => lockEmbeddedDatabase(dataDir, name, () => {})))
      const won = takers.flatMap((taker, index) => (taker.status === 'fulfilled' ? [{ name: names[index], lock: taker.value }] : []))
      for (const { lock } of won) await lock.release()
      expect(won).toHaveLength(1)
      for (const taker of takers) if (taker.status === 'rejected') expect(taker.reason).toBeInstanceOf(DatabaseInUseError)
      expect(await readdir(dataDir)).toEqual([])
    }
  })
})
