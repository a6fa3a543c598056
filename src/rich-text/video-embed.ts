import { asBrowserParses } from './safe-url'

const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const youTubeId = /^[A-Za-z0-9_-]{11}$/
const vimeoId = /^[0-9]{1,12}$/
const vimeoHash = /^[0-9a-f]{6,20}$/i

function parseVideoLink(input: string): URL | null {
  const trimmed = asBrowserParses(input)
  // People paste "youtu.be/…" as often as the full address.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  if (!URL.canParse(withScheme)) return null
  const url = new URL(withScheme)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '' || url.port !== '') return null
  return url
}

function youTubeIdOf(url: URL): string | null {
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  if (url.hostname === 'youtu.be') return segments.length === 1 ? (segments[0] ?? null) : null
  if (!youTubeHosts.has(url.hostname)) return null
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v')
  if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null
  return null
}

function vimeoEmbedOf(url: URL): string | null {
  if (!vimeoHosts.has(url.hostname)) return null
  const segments = url.pathname.split('/').filter((segment) => segment !== '')
  let id: string | undefined
  let hash: string | null = null
  if (url.hostname === 'player.vimeo.com') {
    if (segments.length !== 2 || segments[0] !== 'video') return null
    id = segments[1]
    hash = url.searchParams.get('h')
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
    const idIndex = segments.findIndex((segment) => vimeoId.test(segment))
    if (idIndex === -1) return null
    id = segments[idIndex]
    const before = segments.slice(0, idIndex)
    const beforeIsKnown =
      before.length === 0 ||
      (before.length === 2 && before[0] === 'channels') ||
      (before.length === 3 && before[0] === 'groups' && before[2] === 'videos')
    const after = segments.slice(idIndex + 1)
    if (!beforeIsKnown || after.length > 1) return null
    hash = after[0] ?? null
  }
  if (id === undefined || !vimeoId.test(id)) return null
  if (hash !== null && !vimeoHash.test(hash)) return null
  return `https://player.vimeo.com/video/${id}${hash === null ? '' : `?h=${hash.toLowerCase()}`}`
}

/**
 * The embed address for a YouTube or Vimeo link (the two players the product embeds), or null for any other link: the renderer
 * drops those and the editor refuses them.
 */
export function toVideoEmbedUrl(input: string): string | null {
  const url = parseVideoLink(input)
  if (url === null) return null
  const id = youTubeIdOf(url)
  if (id !== null) return youTubeId.test(id) ? `https://www.youtube.com/embed/${id}` : null
  return vimeoEmbedOf(url)
}
