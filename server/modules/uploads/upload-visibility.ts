import type { Repositories } from '../../app-context'
import type { CallerSite } from '../../access/route-access'
import type { UploadRecord } from './upload-repository'

/**
 * Who may see a file through one site's host names: everyone, nobody, or the brand's people and
 * the one person whose draft it belongs to (a card's owner, who may be a member of the site only).
 */
export type FileAudience = 'everyone' | 'nobody' | { brandPeopleAnd: string | null }

/**
 * The one place a file's scope is decided, from what it was uploaded for. A file is never seen
 * through the host of a site that does not show it; there it is seen by everyone when what it
 * belongs to is public, and only by the brand's people and its owner while that is a draft.
 */
export async function audienceOf(file: UploadRecord, site: CallerSite, repositories: Repositories): Promise<FileAudience> {
  if (file.brandId !== site.brandId) return 'nobody'
  switch (file.purpose) {
    case 'card-photo': {
      // A card shows on every site of its brand, and its photo with it.
      const card = file.cardId ? await repositories.cards.findInBrand(file.brandId, file.cardId) : null
      if (!card) return 'nobody'
      return card.published ? 'everyone' : { brandPeopleAnd: card.owner_user_id }
    }
    case 'page-image':
      return file.siteId === site.id ? 'everyone' : 'nobody'
    case 'brand-image':
      return 'everyone'
  }
}
