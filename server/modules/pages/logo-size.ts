import type { AppContext } from '../../app-context'
import type { SiteRecord } from '../sites/public'
import { loadSharp } from '../uploads/public'

/**
 * The logo's width at the header's 40 px height (at most 160 px, as the header shows it), so the
 * name beside it does not move when the logo arrives; null when the file cannot be read.
 */
export async function logoWidthOf({ repositories, uploadStore }: AppContext, site: SiteRecord): Promise<number | null> {
  if (!site.logoUploadId) return null
  try {
    const upload = await repositories.uploads.find(site.logoUploadId)
    if (!upload) return null
    const sharp = await loadSharp()
    const { width, height } = await sharp(await uploadStore.read(upload.fileName)).metadata()
    return width && height ? Math.min(160, Math.round((40 * width) / height)) : null
  } catch {
    return null
  }
}
