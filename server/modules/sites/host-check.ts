import http from 'node:http'

/** Where a host must answer its token to prove it points at this server. */
export const wellKnownPath = (token: string) => `/.well-known/marque-host/${token}`

/** The address the check asks, which the admin is told to serve the token at. */
export function verificationUrl(hostname: string, token: string, port: number): string {
  return `http://${hostname}${port === 80 ? '' : `:${port}`}${wellKnownPath(token)}`
}

export type HostCheck = { verified: true } | { verified: false; problem: string }

export const hostCheckLimits = {
  /** A host that takes longer is reported as not answering. */
  timeoutMs: 5_000,
  /** The token is 36 characters; anything much longer is not it, and is not read. */
  maxBodyBytes: 1024,
}

function networkProblem(error: NodeJS.ErrnoException, hostname: string, port: number): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `is not found in DNS: add a DNS record that points ${hostname} at this server`
    case 'ECONNREFUSED':
      return `refused the connection on port ${port}`
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'could not be reached over the network'
    case 'ECONNRESET':
      return 'closed the connection without answering'
    default:
      return `could not be asked (${error.code ?? error.message})`
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
    const timer = setTimeout(() => finish({ verified: false, problem: `did not answer within ${timeoutMs / 1000} s` }), timeoutMs)
    request.on('error', (error: NodeJS.ErrnoException) => finish({ verified: false, problem: networkProblem(error, hostname, options.port) }))
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        const location = response.headers.location
        const redirect = location && response.statusCode && response.statusCode >= 300 && response.statusCode < 400 ? ` (a redirect to ${location.slice(0, 200)}, which is not followed)` : ''
        finish({ verified: false, problem: `answered ${response.statusCode}${redirect}` })
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > hostCheckLimits.maxBodyBytes) finish({ verified: false, problem: 'answered a different token' })
        else chunks.push(chunk)
      })
      response.on('error', (error: NodeJS.ErrnoException) => finish({ verified: false, problem: networkProblem(error, hostname, options.port) }))
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').trim()
        finish(body === token ? { verified: true } : { verified: false, problem: 'answered a different token' })
      })
    })
  })
}
