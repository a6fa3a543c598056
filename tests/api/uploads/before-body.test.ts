import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { beforeEach, describe, expect, it } from 'vitest'
import { hostA, type Role } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// Uploads are limited to 5 MiB.
const limitBytes = 5 * 1024 * 1024
const chunkBytes = 16 * 1024
// One chunk past the limit: a server that refuses the body at the limit has then read every byte
// sent. With more behind it, the server closing the connection on its refusal reset it under the
// client's next write (EPIPE), and the answer was lost on a busy machine.
const oversized = limitBytes + chunkBytes

/**
 * Sends a body larger than the upload limit over real HTTP, in chunks (no Content-Length, so
 * nothing can be refused from the headers alone), and counts how many bytes were pulled from the
 * stream by the time the answer came. Chunks are paced (16 KiB every 3 ms): the operating system
 * would otherwise take megabytes into its send buffer that the server never read, while a server
 * that reads the body before answering still pulls all of it.
 */
function streamUpload(port: number, options: { method: string; path: string; token: string | null }) {
  let pulled = 0
  const chunk = Buffer.alloc(chunkBytes, 0x5a)
  const body = new Readable({
    highWaterMark: chunk.length,
    read() {
      if (pulled >= oversized) return void this.push(null)
      const first = pulled === 0
      pulled += chunk.length
      if (first) this.push(chunk)
      else setTimeout(() => this.push(chunk), 3)
    },
  })
  return new Promise<{ status: number; pulled: number }>((resolve, reject) => {
    let answered = false
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: {
        host: `${hostA}:${port}`,
        'content-type': 'image/png',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    })
    request.on('response', (response) => {
      answered = true
      const pulledBeforeAnswer = pulled
      response.resume()
      body.unpipe(request)
      body.destroy()
      request.destroy()
      resolve({ status: response.statusCode!, pulled: pulledBeforeAnswer })
    })
    // Once answered, the connection is dropped mid-body; only an error before the answer counts.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    body.pipe(request)
  })
}

describe.each(backends)('an upload is refused before its body is read when the caller may not upload (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  let port: number
  beforeEach(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })

  const uploads = [
    { name: 'a card photo', method: 'PUT', path: async () => `/api/brands/${(await kit.siteOf(hostA)).brand_id}/vcards/${await kit.demoCardId(hostA)}/photo` },
    { name: 'a landing image', method: 'POST', path: async () => '/api/uploads/images' },
  ]
  const refusals: [Role, number][] = [
    ['stranger', 401],
    ['member', 403],
  ]

  for (const upload of uploads) {
    it.each(refusals)(`refuses ${upload.name} from a %s with %i after reading only a little of it`, async (role, status) => {
      const answer = await streamUpload(port, { method: upload.method, path: await upload.path(), token: await kit.signInAs(role, hostA) })
      expect(answer.status).toBe(status)
      // Half the limit: a server that reads the body first pulls all of it, past the limit; a busy machine answering late still pulls far less.
      expect(answer.pulled).toBeLessThan(limitBytes / 2)
    })

    it(`reads ${upload.name} from an admin up to the limit before refusing it as too large`, async () => {
      const answer = await streamUpload(port, { method: upload.method, path: await upload.path(), token: await kit.signInAs('site admin', hostA) })
      expect(answer.status).toBe(413)
      expect(answer.pulled).toBeGreaterThan(limitBytes)
    })
  }
})
