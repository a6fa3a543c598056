import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
}

/** Uploaded files live in DATA_DIR/uploads; the database keeps who owns them and their type. */
export class UploadStore {
  readonly dir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads')
  }

  /** Writes the file durably (fsync, then rename) and returns its file name. */
  async write(bytes: Buffer, contentType: string): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true })
    const fileName = `${randomUUID()}.${extensions[contentType] ?? 'bin'}`
    const finalPath = path.join(this.dir, fileName)
    const tempPath = `${finalPath}.part`
    const handle = await fs.open(tempPath, 'w')
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.rename(tempPath, finalPath)
    return fileName
  }

  read(fileName: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(fileName))
  }

  /** Removes a file and the smaller widths made of it (uploads/renditions); one already gone is no error. */
  async remove(fileName: string): Promise<void> {
    await fs.rm(this.pathOf(fileName), { force: true })
    const stem = path.basename(fileName, path.extname(fileName))
    const renditions = path.join(this.dir, 'renditions')
    const made = await fs.readdir(renditions).catch(() => [] as string[])
    await Promise.all(made.filter((name) => name.startsWith(`${stem}-w`)).map((name) => fs.rm(path.join(renditions, name), { force: true })))
  }

  /** The names of the kept files last written before `before` (a file being written is a `.part`, never listed). */
  async filesWrittenBefore(before: Date): Promise<string[]> {
    const entries = await fs.readdir(this.dir, { withFileTypes: true }).catch(() => [])
    const names: string[] = []
    for (const entry of entries) {
      if (!entry.isFile() || !/^[0-9a-f-]{36}\.[a-z]+$/.test(entry.name)) continue
      const stat = await fs.stat(path.join(this.dir, entry.name)).catch(() => null)
      if (stat && stat.mtime < before) names.push(entry.name)
    }
    return names
  }

  pathOf(fileName: string): string {
    // File names are generated here; refuse anything that could leave the folder.
    if (!/^[0-9a-f-]{36}\.[a-z]+$/.test(fileName)) throw new Error('Invalid upload file name')
    return path.join(this.dir, fileName)
  }
}
