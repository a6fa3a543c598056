import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The baseline of the card page: the page the server sends, saved once and served as a static file
 * with its scripts removed — what a hand-written HTML card would be. Everything else the page
 * asks for (its photo, icons, its web manifest) is passed to the Marque server, so both load the
 * same bytes. The manifest link stays: it is HTML, not script, and a card a phone can install
 * names one. (Lighthouse fetches the manifest during the load to judge installability; a copy
 * without the link measured about 150 ms less LCP for that alone.)
 */
export async function staticCopyOf(serverUrl: string, pagePath: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const answer = await fetch(`${serverUrl}${pagePath}`)
  if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}`)
  const html = (await answer.text())
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
  const server = http.createServer((request, response) => {
    if (request.url === pagePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
      response.end(html)
      return
    }
    fetch(`${serverUrl}${request.url ?? '/'}`).then(
      async (passed) => {
        response.writeHead(passed.status, { 'content-type': passed.headers.get('content-type') ?? 'application/octet-stream' })
        response.end(Buffer.from(await passed.arrayBuffer()))
      },
      () => response.writeHead(502).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
