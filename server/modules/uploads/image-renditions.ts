import { loadSharp } from './load-sharp'
import type { RenditionWidth, UploadStore } from '../../upload-store'

/**
 * An image at one of the offered widths, never wider than it is, in its own format: made from the
 * upload the first time it is asked for and kept beside it (`uploads/renditions/` in the file
 * store), so each is made once.
 */
export async function imageRendition(store: UploadStore, fileName: string, width: RenditionWidth): Promise<Buffer> {
  const key = store.renditionKeyOf(fileName, width)
  const kept = await store.files.read(key)
  if (kept) return kept
  // A missing original is the caller's 404, as for the file itself.
  const original = await store.read(fileName)
  const sharp = await loadSharp()
  const image = sharp(original).resize({ width, withoutEnlargement: true })
  const bytes = await (fileName.endsWith('.png') ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer()
  await store.files.put(key, bytes, { contentType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg' })
  return bytes
}
