// @vitest-environment node
import fs, { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtFile } from '../../../server/modules/pages/built-file'

describe('a file of the build, as the server serves it', () => {
  let dir = ''
  afterEach(async () => {
    vi.restoreAllMocks()
    await rm(dir, { recursive: true, force: true })
  })

  it('prepares each version once, and serves a new build copied into place within a second', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'marque-built-'))
    const file = path.join(dir, 'card.html')
    await writeFile(file, 'first build')
    const prepared: string[] = []
    const read = builtFile(file, (text) => {
      prepared.push(text)
      return text.toUpperCase()
    })
    const looks = vi.spyOn(fs, 'stat')
    expect(await read()).toBe('FIRST BUILD')
    // The page is answered again and again without asking the disk each time.
    for (let i = 0; i < 10; i++) expect(await read()).toBe('FIRST BUILD')
    expect(looks).toHaveBeenCalledTimes(1)
    expect(prepared).toEqual(['first build'])

    await writeFile(file, 'second build')
    // A new build has a new time, even one written within the same clock tick as the first.
    await utimes(file, new Date(Date.now() + 5_000), new Date(Date.now() + 5_000))
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await read()).toBe('SECOND BUILD')
    expect(prepared).toEqual(['first build', 'second build'])
  })

  it('keeps no failed read: the next call tries the disk again', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'marque-built-'))
    const file = path.join(dir, 'index.html')
    const read = builtFile(file, (text) => text)
    await expect(read()).rejects.toThrow(/ENOENT/)
    await writeFile(file, 'built now')
    expect(await read()).toBe('built now')
  })
})
