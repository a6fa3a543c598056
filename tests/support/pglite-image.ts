import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { MemoryFS } from '@electric-sql/pglite'

/** A PostgreSQL data directory held in memory: its folders, then each file with its bytes. */
export type PgliteImage = ReadonlyArray<{ readonly path: string; readonly bytes?: Uint8Array }>

/**
 * Reads the data directory an embedded database left on disk (`DATA_DIR/db`, closed cleanly) into
 * memory, once, so that every test's database can start from it.
 */
export async function readPgliteImage(dataDir: string): Promise<PgliteImage> {
  const image: { path: string; bytes?: Uint8Array }[] = []
  const visit = async (relative: string) => {
    for (const entry of await readdir(path.join(dataDir, relative), { withFileTypes: true })) {
      const name = `${relative}/${entry.name}`
      if (entry.isDirectory()) {
        image.push({ path: name })
        await visit(name)
      } else if (entry.isFile()) {
        const file = await readFile(path.join(dataDir, name))
        // A plain Uint8Array over the bytes: the file system copies it with slice(), which on a
        // Node Buffer would share the bytes, and one database's writes would reach the next.
        image.push({ path: name, bytes: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) })
      }
    }
  }
  await visit('')
  return image
}

/**
 * PGlite's in-memory file system, its data directory written from the image before PostgreSQL
 * starts. A copy of each file, so what one database writes no other sees. Writing the files
 * straight in costs about half of what PGlite's `loadDataDir` spends unpacking a tarball of them,
 * the largest part of an API test's start.
 */
export class PgliteImageFS extends MemoryFS {
  readonly #image: PgliteImage

  constructor(image: PgliteImage) {
    super()
    this.#image = image
  }

  override async initialSyncFs(): Promise<void> {
    const module = this.pg!.Module
    const FS = module.FS
    // Where PGlite keeps the data directory: set by PGlite itself before any file is written.
    const pgdata = String(module.ENV.PGDATA)
    FS.mkdirTree(pgdata)
    for (const entry of this.#image) {
      if (entry.bytes) FS.writeFile(`${pgdata}${entry.path}`, entry.bytes)
      else FS.mkdir(`${pgdata}${entry.path}`, 0o700)
    }
  }
}
