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

  pathOf(fileName: string): string {
    // File names are generated here; refuse anything that could leave the folder.
    if (!/^[0-9a-f-]{36}\.[a-z]+$/.test(fileName)) throw new Error('Invalid upload file name')
    return path.join(this.dir, fileName)
  }
}
