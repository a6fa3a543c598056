import http from 'node:http'
import { defineMessages } from '@formatjs/intl'
import type { Words } from '../../i18n/stored-words'

/** What a check found wrong, said after "it" ("Last checked …: it answered 404."), in the reader's language. */
export const hostProblemWords = defineMessages({
  notInDns: { id: 'sitesErrors.hostCheck.notInDns', defaultMessage: 'is not found in DNS: add a DNS record that points {hostname} at this server' },
  refused: { id: 'sitesErrors.hostCheck.refused', defaultMessage: 'refused the connection on port {port}' },
  unreachable: { id: 'sitesErrors.hostCheck.unreachable', defaultMessage: 'could not be reached over the network' },
  closed: { id: 'sitesErrors.hostCheck.closed', defaultMessage: 'closed the connection without answering' },
  notAsked: { id: 'sitesErrors.hostCheck.notAsked', defaultMessage: 'could not be asked ({reason})' },
  timedOut: { id: 'sitesErrors.hostCheck.timedOut', defaultMessage: 'did not answer within {seconds} s' },
  answered: { id: 'sitesErrors.hostCheck.answered', defaultMessage: 'answered {status}' },
  redirected: { id: 'sitesErrors.hostCheck.redirected', defaultMessage: 'answered {status} (a redirect to {location}, which is not followed)' },
  otherToken: { id: 'sitesErrors.hostCheck.otherToken', defaultMessage: 'answered a different token' },
})
const w = hostProblemWords

/** Where a host must answer its token to prove it points at this server. */
export const wellKnownPath = (token: string) => `/.well-known/marque-host/${token}`

/** The address the check asks, which the admin is told to serve the token at. */
export function verificationUrl(hostname: string, token: string, port: number): string {
  return `http://${hostname}${port === 80 ? '' : `:${port}`}${wellKnownPath(token)}`
}

export type HostCheck = { verified: true } | { verified: false; problem: Words }

export const hostCheckLimits = {
  /** A host that takes longer is reported as not answering. */
  timeoutMs: 5_000,
  /** The token is 36 characters; anything much longer is not it, and is not read. */
  maxBodyBytes: 1024,
}

function networkProblem(error: NodeJS.ErrnoException, hostname: string, port: number): Words {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { words: w.notInDns, values: { hostname } }
    case 'ECONNREFUSED':
      return { words: w.refused, values: { port: String(port) } }
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { words: w.unreachable }
    case 'ECONNRESET':
      return { words: w.closed }
    default:
      return { words: w.notAsked, values: { reason: error.code ?? error.message } }
  }
}

/**
 * Asks http://{hostname}[:port]/.well-known/marque-host/{token} once: verified when it answers 200
 * with the token as its body. No redirect is followed (a redirect is reported as the answer it
 * is), at most `maxBodyBytes` are read and the whole check gives up after `timeoutMs`, so a
 * host name cannot make the server fetch anything else or wait on it.
 */
export function checkHost(hostname: string, token: string, options: { port: number; timeoutMs?: number }): Promise<HostCheck> {
  const timeoutMs = options.timeoutMs ?? hostCheckLimits.timeoutMs
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: HostCheck) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(result)
    }
    const request = http.get({
      host: hostname,
      port: options.port,
      path: wellKnownPath(token),
      headers: { accept: 'text/plain', 'user-agent': 'Marque host check' },
      agent: false,
    })
    const timer = setTimeout(() => finish({ verified: false, problem: { words: w.timedOut, values: { seconds: String(timeoutMs / 1000) } } }), timeoutMs)
    request.on('error', (error: NodeJS.ErrnoException) => finish({ verified: false, problem: networkProblem(error, hostname, options.port) }))
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        const location = response.headers.location
        const status = String(response.statusCode)
        const redirected = location && response.statusCode && response.statusCode >= 300 && response.statusCode < 400
        finish({ verified: false, problem: redirected ? { words: w.redirected, values: { status, location: location.slice(0, 200) } } : { words: w.answered, values: { status } } })
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > hostCheckLimits.maxBodyBytes) finish({ verified: false, problem: { words: w.otherToken } })
        else chunks.push(chunk)
      })
      response.on('error', (error: NodeJS.ErrnoException) => finish({ verified: false, problem: networkProblem(error, hostname, options.port) }))
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').trim()
        finish(body === token ? { verified: true } : { verified: false, problem: { words: w.otherToken } })
      })
    })
  })
}
