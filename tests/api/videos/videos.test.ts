import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Parser as PlaylistParser, type ParsedManifest } from 'm3u8-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { makeClip, uploadVideo } from '../../support/video-fixtures'

type VideoAnswer = { id: string; status: string; failure: string | null; renditions: number[]; duration_seconds: number | null; playlist_url: string | null; visibility: string; captions: { language: string; label: string; url: string }[] }

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

describe.each(backends)('videos: upload, transcoding and who may watch (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  let clip: Buffer
  beforeAll(async () => {
    // 2 s of 1280×720 with sound, at 15 frames a second to keep the transcodes short: 360p and 720p are made of it, never 1080p.
    clip = await makeClip({ seconds: 2, width: 1280, height: 720, fps: 15 })
  }, 60_000)

  async function editorOn(host: string) {
    const email = `video-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    const site = await kit.siteOf(host)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'editor'])
    return { token, site }
  }

  async function origin(host: string): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    return `http://${host}:${(t.app.server.address() as AddressInfo).port}`
  }

  async function videoOf(brandId: string, videoId: string, token: string, host = hostA): Promise<VideoAnswer> {
    const answer = await kit.request({ method: 'GET', url: `/api/brands/${brandId}/videos/${videoId}`, host, token })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<VideoAnswer>()
  }

  async function untilTranscoded(brandId: string, videoId: string, token: string): Promise<VideoAnswer> {
    const deadline = Date.now() + 100_000
    for (;;) {
      const video = await videoOf(brandId, videoId, token)
      if (video.status === 'ready' || video.status === 'failed') return video
      if (Date.now() > deadline) throw new Error(`The video is still ${video.status} after 100 s`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }

  async function readyVideo(host = hostA) {
    const { token, site } = await editorOn(host)
    const uploaded = await uploadVideo({ origin: await origin(host), brandId: site.brand_id, siteId: site.id, token }, clip)
    expect(uploaded.status, uploaded.body).toBe(204)
    const video = await untilTranscoded(site.brand_id, uploaded.videoId!, token)
    expect(video.status, video.failure ?? '').toBe('ready')
    return { token, site, video }
  }

  /** A playlist as m3u8-parser (videojs's reader, not ours) reads it. */
  function readPlaylist(text: string): ParsedManifest {
    const parser = new PlaylistParser()
    parser.push(text)
    parser.end()
    return parser.manifest
  }

  /** The master playlist's renditions, and every segment of each, fetched through a host. */
  async function fetchAll(videoId: string, host: string, token: string | null = null) {
    const get = (url: string) => kit.request({ method: 'GET', url, host, token })
    const master = await get(`/api/videos/${videoId}/hls/master.m3u8`)
    if (master.statusCode !== 200) return { master, renditions: [] }
    const renditions = master.body.split('\n').filter((line) => line.endsWith('/index.m3u8'))
    const fetched = []
    for (const rendition of renditions) {
      const base = `/api/videos/${videoId}/hls/${rendition.replace('/index.m3u8', '')}`
      const playlist = await get(`${base}/index.m3u8`)
      const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'))
      const answers = await Promise.all(segments.map((segment) => get(`${base}/${segment}`)))
      fetched.push({ rendition, playlist, segments: answers })
    }
    return { master, renditions: fetched }
  }

  it('takes a clip cut off halfway, resumes it where the server stopped, and transcodes it into 360p and 720p whose every segment can be fetched', async () => {
    const { token, site } = await editorOn(hostA)
    const uploaded = await uploadVideo({ origin: await origin(hostA), brandId: site.brand_id, siteId: site.id, token }, clip, { title: 'Studio tour', interruptAt: 0.5 })
    expect(uploaded.status, uploaded.body).toBe(204)
    // The second upload went on from what the server had kept of the first, not from the start.
    expect(uploaded.resumedFrom).toBeGreaterThanOrEqual(Math.floor(clip.length * 0.5))
    expect(uploaded.resumedFrom).toBeLessThan(clip.length)

    const video = await untilTranscoded(site.brand_id, uploaded.videoId!, token)
    expect(video).toMatchObject({ status: 'ready', failure: null, renditions: [360, 720], playlist_url: `/api/videos/${video.id}/hls/master.m3u8` })
    expect(video.duration_seconds).toBeCloseTo(2, 0)

    const { master, renditions } = await fetchAll(video.id, hostA)
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl')
    expect(master.body).toMatch(/RESOLUTION=640x360/)
    expect(master.body).toMatch(/RESOLUTION=1280x720/)
    expect(renditions.map((rendition) => rendition.rendition)).toEqual(['360p/index.m3u8', '720p/index.m3u8'])
    // Read back by another reader: each rendition's size and bit rate, and each playlist's segments,
    // whose durations add up to the clip's, none longer than the target, and the list ended.
    const read = readPlaylist(master.body)
    expect(read.playlists!.map((playlist) => ({ uri: playlist.uri, resolution: playlist.attributes.RESOLUTION }))).toEqual([
      { uri: '360p/index.m3u8', resolution: { width: 640, height: 360 } },
      { uri: '720p/index.m3u8', resolution: { width: 1280, height: 720 } },
    ])
    for (const playlist of read.playlists!) expect(playlist.attributes.BANDWIDTH).toBeGreaterThan(0)
    for (const rendition of renditions) {
      const media = readPlaylist(rendition.playlist.body)
      expect(media.endList).toBe(true)
      expect(media.segments.map((segment) => segment.uri)).toEqual(rendition.playlist.body.split('\n').filter((line) => line.endsWith('.ts')))
      expect(media.segments.reduce((total, segment) => total + segment.duration, 0)).toBeCloseTo(2, 0)
      for (const segment of media.segments) expect(segment.duration).toBeLessThanOrEqual(media.targetDuration!)
    }
    for (const rendition of renditions) {
      expect(rendition.segments.length).toBeGreaterThanOrEqual(1)
      for (const segment of rendition.segments) {
        expect(segment.statusCode).toBe(200)
        expect(segment.headers['content-type']).toBe('video/mp2t')
        // An MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
        expect(segment.rawPayload[0]).toBe(0x47)
        expect(segment.rawPayload[188]).toBe(0x47)
      }
    }
    // The poster is a JPEG, the preview an MP4.
    const poster = await kit.request({ method: 'GET', url: `/api/videos/${video.id}/poster.jpg`, host: hostA })
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const preview = await kit.request({ method: 'GET', url: `/api/videos/${video.id}/preview.mp4`, host: hostA, headers: { range: 'bytes=4-11' } })
    expect(preview.statusCode).toBe(206)
    expect(preview.rawPayload.toString('latin1')).toBe('ftypisom')
    // Nothing of the upload is left where uploads wait.
    expect(await filesUnder(path.join(t.dataDir, 'videos-incoming'))).toEqual([])
  })

  it('refuses a text file named .mp4 with a message and keeps nothing of it, on disk or in the database', async () => {
    const { token, site } = await editorOn(hostA)
    const text = Buffer.from('This is not a video, only a text file renamed clip.mp4.\n'.repeat(2000))
    const uploaded = await uploadVideo({ origin: await origin(hostA), brandId: site.brand_id, siteId: site.id, token }, text, { title: 'Not a video' })
    expect(uploaded.status).toBe(415)
    expect(JSON.parse(uploaded.body)).toEqual({ status: 'error', code: expect.any(String), message: 'The file is not a video we can take: upload MP4, MOV, WebM' })
    expect(await t.query('select id from videos where title = $1', ['Not a video'])).toEqual([])
    expect(await filesUnder(path.join(t.dataDir, 'videos-incoming'))).toEqual([])
    expect(await filesUnder(path.join(t.dataDir, 'videos'))).toEqual([])
    const list = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/videos`, host: hostA, token })
    expect(list.json<{ videos: unknown[] }>().videos).toEqual([])
  })

  it("keeps a private video's playlist and segments from strangers and from the other demo host, and gives them to the brand's people", async () => {
    const { token, site, video } = await readyVideo()
    const made = await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/videos/${video.id}`, host: hostA, token, payload: { visibility: 'private' } })
    expect(made.json<VideoAnswer>().visibility).toBe('private')
    const segmentUrl = `/api/videos/${video.id}/hls/360p/seg-00000.ts`

    // A stranger on the video's own host: the playlist, a rendition, a segment, the poster, all as if there were no such video.
    for (const url of [`/api/videos/${video.id}/hls/master.m3u8`, `/api/videos/${video.id}/hls/360p/index.m3u8`, segmentUrl, `/api/videos/${video.id}/poster.jpg`]) {
      const answer = await kit.request({ method: 'GET', url, host: hostA })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json()).toEqual({ status: 'error', code: expect.any(String), message: 'No such video' })
    }
    // The other demo brand's admin, through the other demo host, with their own valid session.
    const otherToken = await kit.signInAs('site admin', hostB)
    for (const url of [`/api/videos/${video.id}/hls/master.m3u8`, segmentUrl]) {
      expect((await kit.request({ method: 'GET', url, host: hostB, token: otherToken })).statusCode, url).toBe(404)
    }
    // A public video of one site is not served through the other site's host either.
    await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/videos/${video.id}`, host: hostA, token, payload: { visibility: 'public' } })
    expect((await kit.request({ method: 'GET', url: segmentUrl, host: hostB })).statusCode).toBe(404)
    expect((await kit.request({ method: 'GET', url: segmentUrl, host: hostA })).statusCode).toBe(200)

    // The brand's person, signed in on the video's host, gets everything of the private video, marked for no cache to keep.
    await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/videos/${video.id}`, host: hostA, token, payload: { visibility: 'private' } })
    const { master, renditions } = await fetchAll(video.id, hostA, token)
    expect(master.statusCode).toBe(200)
    expect(master.headers['cache-control']).toBe('private, no-store')
    expect(renditions.flatMap((rendition) => rendition.segments.map((segment) => segment.statusCode))).not.toContain(404)
  })

  it('keeps a WebVTT caption track per language and refuses a file that is not WebVTT, naming why', async () => {
    const { token, site, video } = await readyVideo()
    const put = (language: string, body: string, label = 'English', type = 'text/vtt') =>
      kit.request({ method: 'PUT', url: `/api/brands/${site.brand_id}/videos/${video.id}/captions/${language}?label=${encodeURIComponent(label)}`, host: hostA, token, headers: { 'content-type': type }, payload: body })
    const srt = await put('en', '1\n00:00:00,000 --> 00:00:02,000\nHello\n')
    expect(srt.statusCode).toBe(400)
    expect(srt.json().message).toBe('The file is not WebVTT: its first line must be WEBVTT (an .srt file can be converted to WebVTT first)')
    expect((await put('english', 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n')).json().message).toBe('language: must be a language tag such as en, de or pt-BR')
    expect((await put('en', 'WEBVTT\n', 'English', 'application/json')).statusCode).toBe(415)

    const saved = await put('en', 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello from the studio\n')
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<VideoAnswer>().captions).toEqual([{ language: 'en', label: 'English', url: `/api/videos/${video.id}/captions/en.vtt` }])
    const track = await kit.request({ method: 'GET', url: `/api/videos/${video.id}/captions/en.vtt`, host: hostA })
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(track.body).toContain('Hello from the studio')

    expect((await kit.request({ method: 'DELETE', url: `/api/brands/${site.brand_id}/videos/${video.id}/captions/en`, host: hostA, token })).statusCode).toBe(204)
    expect((await kit.request({ method: 'GET', url: `/api/videos/${video.id}/captions/en.vtt`, host: hostA })).statusCode).toBe(404)
  })

  it('deletes a video with all its files', async () => {
    const { token, site, video } = await readyVideo()
    expect((await filesUnder(path.join(t.dataDir, 'videos', video.id))).length).toBeGreaterThan(3)
    expect((await kit.request({ method: 'DELETE', url: `/api/brands/${site.brand_id}/videos/${video.id}`, host: hostA, token })).statusCode).toBe(204)
    expect(await filesUnder(path.join(t.dataDir, 'videos', video.id))).toEqual([])
    expect((await kit.request({ method: 'GET', url: `/api/videos/${video.id}/hls/master.m3u8`, host: hostA })).statusCode).toBe(404)
  })
})
