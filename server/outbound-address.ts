import { isIP } from 'node:net'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why the server will not post to this address, or null when it will: an https address with a
 * name, so a stranger cannot make the server post to machines near it (a bare IP address,
 * localhost). `allowLoopbackHttp` is for tests, which run their own receivers on 127.0.0.1 over
 * plain http; a deployment never sets it. `receiver` names what the address should be, for the message.
 */
export function outboundAddressProblem(address: string, options: { allowLoopbackHttp: boolean; receiver: string; overHttps: string }): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return `must be the address of ${options.receiver}`
  }
  if (options.allowLoopbackHttp && url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null
  if (url.protocol !== 'https:') return `must be an https address: ${options.overHttps}`
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (url.username || url.password) return 'must not carry a user name or password'
  if (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0) return `must be the address of ${options.receiver}, not a local or numeric address`
  return null
}
