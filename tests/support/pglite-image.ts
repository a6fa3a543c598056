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
        // A plain Uint8Array over the bytes: each database takes a copy with slice(), which on a
        // Node Buffer would share the bytes, and one database's writes would reach the next.
        image.push({ path: name, bytes: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) })
      }
    }
  }
  await visit('')
  return image
}

/** The part of Emscripten's in-memory file system (MEMFS) the image is written through. */
type MemoryNode = {
  node_ops: { mknod(parent: MemoryNode, name: string, mode: number, dev: number): MemoryNode }
  contents: Uint8Array
  usedBytes: number
}
const directoryMode = 0o040700
const fileMode = 0o100600

/**
 * PGlite's in-memory file system, its data directory written from the image before PostgreSQL
 * starts: a copy of each file, so what one database writes no other sees. The files are made as
 * nodes of their folders, without resolving a path for each (most of what PGlite's `loadDataDir`
 * spends unpacking a tarball of them, the largest part of an API test's start).
 */
export class PgliteImageFS extends MemoryFS {
  readonly #image: PgliteImage

  constructor(image: PgliteImage) {
    super()
    this.#image = image
  }

  override async initialSyncFs(): Promise<void> {
    const module = this.pg!.Module
    // Where PGlite keeps the data directory: set by PGlite itself before any file is written.
    const pgdata = String(module.ENV.PGDATA)
    module.FS.mkdirTree(pgdata)
    const folders = new Map<string, MemoryNode>([['', module.FS.lookupPath(pgdata).node as unknown as MemoryNode]])
    for (const entry of this.#image) {
      const slash = entry.path.lastIndexOf('/')
      const folder = folders.get(entry.path.slice(0, slash))!
      const node = folder.node_ops.mknod(folder, entry.path.slice(slash + 1), entry.bytes ? fileMode : directoryMode, 0)
      if (!entry.bytes) folders.set(entry.path, node)
      else {
        node.contents = entry.bytes.slice()
        node.usedBytes = entry.bytes.length
      }
    }
  }
}
