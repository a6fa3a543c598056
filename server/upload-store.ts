import { randomUUID } from 'node:crypto'
import type { FileStore, StoredFile } from './files/file-store'

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
}

/** The widths a page image is offered at (`srcset`), besides its own size. */
export const renditionWidths = [480, 960, 1600] as const
export type RenditionWidth = (typeof renditionWidths)[number]

const fileNamePattern = /^[0-9a-f-]{36}\.[a-z]+$/

/** The type an upload was kept with, read back from its file name's extension (the same table). */
export function contentTypeOfUpload(fileName: string): string | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  return Object.keys(extensions).find((type) => extensions[type] === extension)
}

/** A file the store does not have: what `read` throws, for the routes to answer 404. */
export class MissingUpload extends Error {
  readonly code = 'ENOENT'
}

/**
 * Uploaded files, in the file store under `uploads/` (DATA_DIR/uploads on the disk), and the
 * smaller widths made of page images under `uploads/renditions/`; the database keeps who owns them
 * and their type.
 */
export class UploadStore {
  constructor(readonly files: FileStore) {}

  /** Where a file is kept. File names are generated here; refuse anything else. */
  keyOf(fileName: string): string {
    if (!fileNamePattern.test(fileName)) throw new Error('Invalid upload file name')
    return `uploads/${fileName}`
  }

  /** Where the rendition of a file at a width is kept: `uploads/renditions/{name}-w480.jpg`. */
  renditionKeyOf(fileName: string, width: RenditionWidth): string {
    this.keyOf(fileName)
    const dot = fileName.lastIndexOf('.')
    return `uploads/renditions/${fileName.slice(0, dot)}-w${width}${fileName.slice(dot)}`
  }

  /** Writes the file whole (the store's put) and returns its file name. */
  async write(bytes: Buffer, contentType: string): Promise<string> {
    const fileName = `${randomUUID()}.${extensions[contentType] ?? 'bin'}`
    await this.files.put(this.keyOf(fileName), bytes, { contentType })
    return fileName
  }

  async read(fileName: string): Promise<Buffer> {
    const bytes = await this.files.read(this.keyOf(fileName))
    if (!bytes) throw new MissingUpload(`The uploaded file ${fileName} is missing from the file store`)
    return bytes
  }

  open(fileName: string): Promise<StoredFile | null> {
    return this.files.open(this.keyOf(fileName))
  }

  /** Removes a file and the smaller widths made of it; one already gone is no error. */
  async remove(fileName: string): Promise<void> {
    await Promise.all([this.files.remove(this.keyOf(fileName)), ...renditionWidths.map((width) => this.files.remove(this.renditionKeyOf(fileName, width)))])
  }

  /** The names of the kept files last written before `before` (a file being written is never listed). */
  async filesWrittenBefore(before: Date): Promise<string[]> {
    const names: string[] = []
    for await (const file of this.files.list('uploads/')) {
      const name = file.key.slice('uploads/'.length)
      if (fileNamePattern.test(name) && file.modified < before) names.push(name)
    }
    return names
  }
}
