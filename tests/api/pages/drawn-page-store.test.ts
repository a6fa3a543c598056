import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDrawnPages, type DrawnPage } from '../../../server/modules/pages/drawn-pages'

const page = (tag: string): DrawnPage => ({ tag, etag: '"e"', styleHashes: ["'sha256-s'"], scriptHashes: [], br: Buffer.from([1, 2, 3]) })

describe('the store of card pages drawn ahead (DATA_DIR/drawn-pages)', () => {
  const dirs: string[] = []
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
  })

  it('keeps its pages for the next server of the same code, and drops them all for a server of other code', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-drawn-'))
    dirs.push(dataDir)
    const first = await openDrawnPages(path.join(dataDir, 'drawn-pages'), 'build one')
    await first.put('site-1 https://cards.example a', page('t1'))
    await first.put('site-1 https://cards.example b', page('t1'))
    await first.put('site-2 https://cards.example a', page('t1'))
    await first.close()

    const again = await openDrawnPages(path.join(dataDir, 'drawn-pages'), 'build one')
    expect(again.get('site-1 https://cards.example a')).toEqual(page('t1'))
    expect([...again.keysUnder('site-1 https://cards.example ')]).toEqual(['site-1 https://cards.example a', 'site-1 https://cards.example b'])
    await again.close()

    const next = await openDrawnPages(path.join(dataDir, 'drawn-pages'), 'build two')
    expect(next.get('site-1 https://cards.example a')).toBeUndefined()
    expect([...next.keysUnder('site-')]).toEqual([])
    await next.close()
  })
})
