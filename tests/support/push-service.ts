import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A push service on loopback, standing in for FCM or Mozilla's: it keeps every message it is sent
 * and answers each with the next status a test queued (201, as a real one does, when none is).
 */
export async function startPushService() {
  const received: PushRequest[] = []
  const statuses: number[] = []
  const waiters: (() => void)[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(statuses.shift() ?? 201).end()
      for (const wake of waiters.splice(0)) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** The next answers, in order: 410 says the browser is gone, 500 a failure worth trying again. */
    answerWith: (...next: number[]) => statuses.push(...next),
    /** Waits until `count` messages have arrived, for at most 20 s. */
    async waitFor(count: number): Promise<PushRequest[]> {
      const deadline = Date.now() + 20_000
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`The push service got ${received.length} of ${count} messages within 20 s`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 250)
        })
      }
      return received
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as pushManager.subscribe makes. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm message (RFC 8188) sent to this browser by RFC 8291. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16)
      const recordSize = body.readUInt32BE(16)
      const keyIdLength = body.readUInt8(20)
      const serverKey = body.subarray(21, 21 + keyIdLength)
      const record = body.subarray(21 + keyIdLength)
      if (record.length > recordSize) throw new Error('A push message longer than one record')
      const shared = ecdh.computeSecret(serverKey)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey])
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
      const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
      decipher.setAuthTag(record.subarray(record.length - 16))
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1
      while (end >= 0 && padded[end] === 0) end--
      if (padded[end] !== 2) throw new Error('The push message has no last-record delimiter')
      return padded.subarray(0, end).toString('utf8')
    },
  }
}

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<key>` as a push service does (RFC 8292): the
 * key is the one given, the JWT is ES256-signed by it, for this audience, not expired. Answers its claims.
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`)
  const [, jwt, key] = match as unknown as [string, string, string]
  if (key !== publicKey) throw new Error('The VAPID key is not the server\'s public key')
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const point = Buffer.from(key, 'base64url')
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('The VAPID JWT signature does not verify against the server\'s public key')
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('The VAPID JWT is not ES256')
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }
}
