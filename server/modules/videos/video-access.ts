import type { FastifyRequest } from 'fastify'
import { viewerOnSite } from '../../access/caller'
import type { Repositories } from '../../app-context'
import type { SiteRecord } from '../sites/public'
import type { VideoRecord } from './video-repository'

/**
 * Whether the one asking may watch a video through this host, decided for every request of its
 * page, playlists, segments, poster and captions: a video is seen only through its own site's host
 * names; a public or unlisted one by anyone there (an unlisted one's address is its random id,
 * listed nowhere), a private one only by the brand's signed-in people. Anyone else gets the same
 * 404 as for a video that does not exist.
 */
export async function mayWatch(request: FastifyRequest, video: VideoRecord, site: SiteRecord, repositories: Repositories): Promise<boolean> {
  if (video.siteId !== site.id || video.brandId !== site.brandId) return false
  if (video.visibility !== 'private') return true
  return isBrandPerson(request, site, repositories)
}

/** Someone signed in on this site whose role in its brand lets them see the brand's workspace. */
export async function isBrandPerson(request: FastifyRequest, site: SiteRecord, repositories: Repositories): Promise<boolean> {
  const viewer = await viewerOnSite(request, repositories, site)
  if (!viewer) return false
  return request.server.roles.may(await repositories.brandMembers.roleOf({ brandId: site.brandId, siteId: site.id, userId: viewer.userId }), 'view-brand')
}
