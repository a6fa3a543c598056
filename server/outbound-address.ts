import { lookup as dnsLookup, type LookupAllOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import type { Dispatcher, fetch as undiciFetch } from 'undici'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why the server will not post to an address: not an address, not https, with a user name or password, local or numeric. */
export type OutboundRefusal = 'not-an-address' | 'not-https' | 'credentials' | 'local'

/**
 * Why the server will not post to this address, or null when it will: an https address with a
 * name, so a stranger cannot make the server post to machines near it (a bare IP address,
 * localhost). `allowLoopbackHttp` is for tests, which run their own receivers on 127.0.0.1 over
 * plain http; a deployment never sets it. The caller says the reason in its reader's words.
 */
export function outboundAddressRefusal(address: string, options: { allowLoopbackHttp: boolean }): OutboundRefusal | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return 'not-an-address'
  }
  if (options.allowLoopbackHttp && url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null
  if (url.protocol !== 'https:') return 'not-https'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (url.username || url.password) return 'credentials'
  if (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0) return 'local'
  return null
}

/** outboundAddressRefusal in English; `receiver` names what the address should be, for the message. */
export function outboundAddressProblem(address: string, options: { allowLoopbackHttp: boolean; receiver: string; overHttps: string }): string | null {
  switch (outboundAddressRefusal(address, options)) {
    case 'not-an-address':
      return `must be the address of ${options.receiver}`
    case 'not-https':
      return `must be an https address: ${options.overHttps}`
    case 'credentials':
      return 'must not carry a user name or password'
    case 'local':
      return `must be the address of ${options.receiver}, not a local or numeric address`
    case null:
      return null
  }
}

/**
 * The network addresses the server never sends to for a stranger's or a member's address: this
 * machine, private and carrier networks, link-local (cloud metadata at 169.254.169.254),
 * multicast and reserved ranges, in IPv4 and IPv6.
 */
const closedNetworks = new BlockList()
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  closedNetworks.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) closedNetworks.addSubnet(network, prefix, 'ipv6')
const loopbackNetworks = new BlockList()
loopbackNetworks.addSubnet('127.0.0.0', 8, 'ipv4')
loopbackNetworks.addAddress('::1', 'ipv6')

/** Whether the server may connect to this resolved address; an IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as IPv4. */
export function isOpenAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const plain = mapped ?? address
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4'
  if (options.allowLoopback && loopbackNetworks.check(plain, family)) return true
  return !closedNetworks.check(plain, family)
}

type LookupAnswer = { address: string; family: number }
type Lookup = (hostname: string, options: LookupAllOptions, callback: (error: Error | null, addresses: LookupAnswer[]) => void) => void

/**
 * A name lookup for outbound connections that refuses a name leading to a closed network, checked
 * on the very address the connection then uses (so a name that changes its answer between a check
 * and the connection gains nothing).
 */
export function guardedLookup(options: { allowLoopback: boolean }, resolve: Lookup = dnsLookup as unknown as Lookup) {
  return (hostname: string, lookupOptions: { all?: boolean; family?: number }, callback: (error: Error | null, address: string | LookupAnswer[], family?: number) => void) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const closed = addresses.find((answer) => !isOpenAddress(answer.address, options))
      if (closed || addresses.length === 0) return callback(Object.assign(new Error(`The address ${hostname} leads to a local or private network`), { code: 'ECLOSEDNETWORK', hostname }), [])
      if (lookupOptions.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

type GuardedInit = Omit<NonNullable<Parameters<typeof undiciFetch>[1]>, 'dispatcher'>

/**
 * fetch for addresses people give (calendars, webhooks), through an agent that never connects to a
 * closed network. undici (about a hundred modules) is loaded at the first request, not at start.
 */
export function guardedFetch(options: { allowLoopback: boolean }) {
  let client: Promise<{ fetch: typeof undiciFetch; dispatcher: Dispatcher }> | undefined
  return async (url: string, init: GuardedInit) => {
    client ??= import('undici').then(({ Agent, fetch }) => ({ fetch, dispatcher: new Agent({ connect: { lookup: guardedLookup(options) as never } }) }))
    const { fetch, dispatcher } = await client
    return fetch(url, { ...init, dispatcher })
  }
}
