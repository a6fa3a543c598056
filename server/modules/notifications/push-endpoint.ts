import { isIP } from 'node:net'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why the server will not push to this address, or null when it will. A browser's push service
 * is always an https address with a name (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, *.notify.windows.com); a bare IP address or localhost would only make the
 * server post to machines near it. `allowLoopbackHttp` is for tests, which run their own push
 * service on 127.0.0.1 over plain http; a deployment never sets it.
 */
export function pushEndpointProblem(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'must be the address of a push service'
  }
  if (allowLoopbackHttp && url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null
  if (url.protocol !== 'https:') return 'must be an https address: push services are reached over HTTPS only'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (url.username || url.password) return 'must not carry a user name or password'
  if (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0) return 'must be the address of a push service, not a local or numeric address'
  return null
}
