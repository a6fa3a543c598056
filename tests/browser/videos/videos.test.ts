import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { demoAdminSessions, signedInPage, type ApiSession } from '../../helpers/sign-in'
import { openFromWorkspaceMenu } from '../../helpers/workspace-menu'
import { viewports } from '../../helpers/workspace-walk'
import { makeClip, uploadVideo } from '../../support/video-fixtures'

const { phone, desktop } = viewports
const captions = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to the studio\n'

/** Waits until the page's video plays, and says how far it got a second later. */
async function playsOn(page: Page): Promise<{ before: number; after: number }> {
  return page.evaluate(async () => {
    const video = document.querySelector('video')!
    video.muted = true
    const playing = new Promise((resolve) => video.addEventListener('playing', resolve, { once: true }))
    await video.play()
    await playing
    // The time played, added up as it goes: a looping video that starts again counts on from 0.
    let played = 0
    let last = video.currentTime
    const onTime = () => {
      const now = video.currentTime
      played += now >= last ? now - last : now
      last = now
    }
    video.addEventListener('timeupdate', onTime)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    video.removeEventListener('timeupdate', onTime)
    return { before: 0, after: played }
  })
}

describe('videos: the Videos screen, the player at /video/{id} and the video blocks', () => {
  const site = useRunningSite({ mail: true })
  let clip: Buffer
  beforeAll(async () => {
    clip = await makeClip({ seconds: 4, width: 1280, height: 720, fps: 15 })
  }, 60_000)

  const adminOf = demoAdminSessions(site)

  async function untilReady(origin: string, admin: ApiSession, videoId: string) {
    for (const deadline = Date.now() + 100_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
      const video = (await (await fetch(`${origin}/api/brands/${admin.brandId}/videos/${videoId}`, { headers: admin.headers })).json()) as { status: string; failure: string | null }
      if (video.status === 'ready') return
      if (video.status === 'failed') throw new Error(`The video failed: ${video.failure}`)
    }
    throw new Error('The video was not ready within 100 s')
  }

  it('an admin uploads from the Videos screen through a dropped connection, adds captions, and the clip plays at /video/{id} with hls.js, its renditions and its captions', async () => {
    const host = 'localhost'
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: desktop })

    // Videos is in the workspace menu: one click opens it, the second lands on the screen.
    await openFromWorkspaceMenu(page, origin, 'Videos')

    // A text file named .mp4 is refused before a byte is sent, with what to do instead.
    await page.getByLabel('Video file').setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Only notes, not a video.\n'.repeat(100)) })
    await page.getByText('notes.mp4 is not a video we can take: choose an MP4, MOV, WebM file.').waitFor()

    // The first request carrying the file's bytes is cut off: the upload goes on by itself.
    let cut = false
    await page.route('**/videos/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && !cut) {
        cut = true
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await page.getByLabel('Video file').setInputFiles({ name: 'studio-tour.mp4', mimeType: 'video/mp4', buffer: clip })
    // The title starts as the file's name, once the file's first bytes are read as a video.
    await expect.poll(() => page.getByLabel('Title', { exact: true }).first().inputValue()).toBe('studio tour')
    await page.getByLabel('Title', { exact: true }).first().fill('Studio tour')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await page.getByText('Studio tour is uploaded.', { exact: false }).waitFor({ timeout: 30_000 })
    expect(cut).toBe(true)

    // The list says it is being prepared, then ready with its length and renditions.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Studio tour' }) })
    await item.getByText('Ready', { exact: true }).waitFor({ timeout: 100_000 })
    await item.getByText('0:04 · 360p, 720p').waitFor()

    // Captions through the screen.
    await item.getByLabel('Language').fill('en')
    await item.getByLabel('Name for viewers').fill('English')
    await item.getByLabel('Captions file (WebVTT)').setInputFiles({ name: 'studio.vtt', mimeType: 'text/vtt', buffer: Buffer.from(captions) })
    await item.getByRole('button', { name: 'Add captions' }).click()
    await item.getByText('English (en)').waitFor()
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    await item.getByRole('link', { name: 'Watch Studio tour' }).click()
    await page.waitForURL(/\/video\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { level: 1, name: 'Studio tour' }).waitFor()
    const player = page.locator('[data-video-player]')
    await expect.poll(() => player.getAttribute('data-player')).toBe('hls.js')
    // Every rendition is offered by name, with Automatic first; one chosen by hand is what plays.
    const quality = page.getByLabel('Quality')
    await expect.poll(async () => (await quality.locator('option').allTextContents()).map((option) => option.replace(/ \(.*\)$/, ''))).toEqual(['Automatic', '720p', '360p'])
    await quality.selectOption('360p')
    const played = await playsOn(page)
    expect(played.after).toBeGreaterThan(played.before)
    // hls.js switches at once, dropping what it had buffered; the first frame of the new rendition can
    // come a little after playback has moved on, on a slow machine.
    await expect.poll(() => page.evaluate(() => document.querySelector('video')!.videoHeight)).toBe(360)
    // The caption track is the video's.
    const tracks = await page.evaluate(() => [...document.querySelector('video')!.textTracks].map((track) => ({ kind: track.kind, label: track.label, language: track.language })))
    expect(tracks).toEqual([{ kind: 'captions', label: 'English', language: 'en' }])
    // Keys of the player: k pauses.
    await page.locator('.mqv-frame video').focus()
    await page.keyboard.press('k')
    await expect.poll(() => page.evaluate(() => document.querySelector('video')!.paused)).toBe(true)
    // A link preview shows the video: its kind, poster and size.
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content')
    expect(await og('og:type')).toBe('video.other')
    expect(await og('og:title')).toBe('Studio tour')
    expect(await og('og:image')).toMatch(/\/api\/videos\/[0-9a-f-]{36}\/poster\.jpg$/)
    expect(await og('og:video:width')).toBe('1280')
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await context.close()
  })

  it('the video and full-width video blocks show in a published page of Ember & Oak, for a visitor on a phone; a private video plays for no stranger', async () => {
    const host = '127.0.0.1'
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const uploaded = await uploadVideo({ origin, brandId: admin.brandId, siteId: admin.siteId, token: admin.token }, clip, { title: 'Workshop at dawn' })
    expect(uploaded.status, uploaded.body).toBe(204)
    const videoId = uploaded.videoId!
    await untilReady(origin, admin, videoId)
    const pages = `${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`
    const blocks = [
      { type: 'videofull', id: 'hero', video_id: videoId, heading: 'Made by hand', text: 'Oak, ash and walnut, since 1998.', link: '/contact', link_label: 'Visit the workshop' },
      { type: 'video', id: 'film', video_id: videoId, caption: 'A morning in the workshop' },
    ]
    const created = await fetch(pages, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url: 'our-films', title: 'Our films', blocks }) })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const { 'content-type': _json, ...noBody } = admin.headers
    expect((await fetch(`${pages}/${id}/publish`, { method: 'POST', headers: noBody })).status).toBe(200)

    const context = await site.browser.newContext({ viewport: phone })
    const page = await context.newPage()
    await page.goto(`${origin}/our-films`)
    await page.getByRole('heading', { level: 2, name: 'Made by hand' }).waitFor()
    await page.getByRole('link', { name: 'Visit the workshop' }).waitFor()
    await page.getByText('A morning in the workshop').waitFor()
    const figure = page.locator('[data-video-player]')
    await expect.poll(() => figure.getAttribute('data-player')).toBe('hls.js')
    // The hero's silent preview starts once the page has loaded; the pause button stops it.
    const hero = page.locator('[data-video-hero] video')
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused && video.muted && video.loop)).toBe(true)
    await page.getByRole('button', { name: 'Pause the background video' }).click()
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    // The block's player loads nothing but its playlists before it is played, then plays.
    const played = await playsOn(page)
    expect(played.after).toBeGreaterThan(played.before)
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    // Offline the player's script is not on the device: the video says so, no error is thrown, and
    // the player starts once the network is back.
    const offline = await context.newPage()
    const errors: string[] = []
    offline.on('pageerror', (error) => errors.push(error.message))
    await offline.route('**/video-player-*', (route) => route.abort('internetdisconnected'))
    await offline.goto(`${origin}/our-films`)
    const note = offline.getByRole('status').filter({ hasText: 'You are offline: the video plays when you are back online.' })
    await note.waitFor()
    expect(await offline.locator('[data-video-player]').getAttribute('data-player')).toBeNull()
    await offline.unroute('**/video-player-*')
    await offline.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => offline.locator('[data-video-player]').getAttribute('data-player')).toBe('hls.js')
    await note.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await offline.close()

    // Made private: its own page and the page's block say it is not there, to a stranger.
    expect((await fetch(`${origin}/api/brands/${admin.brandId}/videos/${videoId}`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ visibility: 'private' }) })).status).toBe(200)
    const videoPage = await page.goto(`${origin}/video/${videoId}`)
    expect(videoPage?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Video not found' }).waitFor()
    await page.goto(`${origin}/our-films`)
    expect(await page.getByText('This video is not available.').count()).toBe(2)
    // Through the other demo site's host, the video is not there even when public.
    expect((await fetch(`${origin}/api/brands/${admin.brandId}/videos/${videoId}`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ visibility: 'public' }) })).status).toBe(200)
    expect((await page.goto(`${site.origin('localhost')}/video/${videoId}`))?.status()).toBe(404)
    await context.close()
  })

  it('an editor uploads a video from a Video block of the page builder; the block takes it, and the published page plays it', async () => {
    const host = 'localhost'
    const origin = site.origin(host)
    const admin = await adminOf(host)
    const pages = `${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`
    const created = await fetch(pages, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url: 'film-night', title: 'Film night', blocks: [] }) })
    const { id } = (await created.json()) as { id: string }
    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: desktop })
    await page.goto(`${origin}/content/${id}/html`)
    await page.getByRole('heading', { level: 1, name: 'Film night' }).waitFor()
    await page.getByRole('region', { name: 'Add a block' }).getByRole('button', { name: 'Video', exact: true }).click()
    // A site with videos already (another test's, in any order) offers them, and uploading behind a button.
    const upload = page.getByRole('button', { name: 'Upload a new video' })
    const fileField = page.getByLabel('Video file')
    await upload.or(fileField).first().waitFor()
    if (await upload.isVisible()) await upload.click()
    await fileField.setInputFiles({ name: 'film-night.mp4', mimeType: 'video/mp4', buffer: clip })
    await expect.poll(() => page.getByLabel('Title', { exact: true }).last().inputValue()).toBe('film night')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    // The block takes the new video at once, says it is being prepared, and offers it as ready once it is.
    const choice = page.getByLabel('Video', { exact: true })
    await expect.poll(() => choice.locator('option:checked').textContent(), { timeout: 30_000 }).toMatch(/^film night \((being prepared|0:04)\)$/)
    await expect.poll(() => choice.locator('option:checked').textContent(), { timeout: 100_000 }).toBe('film night (0:04)')
    await page.getByRole('region', { name: 'Preview' }).locator('[data-video-player]').waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('status').getByText('Published version 1: the page is at /film-night.').waitFor()
    await context.close()

    const visitor = await site.browser.newContext({ viewport: phone })
    const visit = await visitor.newPage()
    await visit.goto(`${origin}/film-night`)
    await expect.poll(() => visit.locator('[data-video-player]').getAttribute('data-player')).toBe('hls.js')
    const played = await playsOn(visit)
    expect(played.after).toBeGreaterThan(played.before)
    await visitor.close()
  })
})
