import fs from 'node:fs/promises'
import path from 'node:path'
import { loadSharp } from './load-sharp'
import type { UploadStore } from '../../upload-store'

/** The widths a page image is offered at (`srcset`), besides its own size. */
export const renditionWidths = [480, 960, 1600] as const
export type RenditionWidth = (typeof renditionWidths)[number]

/**
 * An image at one of the offered widths, never wider than it is, in its own format: made from the
 * upload the first time it is asked for and kept beside it (DATA_DIR/uploads/renditions), so each
 * is made once.
 */
export async function imageRendition(store: UploadStore, fileName: string, width: RenditionWidth): Promise<Buffer> {
  const original = store.pathOf(fileName)
  const dir = path.join(store.dir, 'renditions')
  const kept = path.join(dir, `${path.basename(fileName, path.extname(fileName))}-w${width}${path.extname(fileName)}`)
  try {
    return await fs.readFile(kept)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error
  }
  // A missing original is the caller's 404, as for the file itself.
  await fs.access(original)
  const sharp = await loadSharp()
  const image = sharp(original).resize({ width, withoutEnlargement: true })
  const bytes = await (path.extname(fileName) === '.png' ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer()
  await fs.mkdir(dir, { recursive: true })
  // Written whole, then renamed: a reader never sees half a file.
  const temp = `${kept}.${process.pid}.${Date.now()}.part`
  await fs.writeFile(temp, bytes)
  await fs.rename(temp, kept)
  return bytes
}
