import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { renditionHeights } from '../../../src/domain/video'
import type { Repositories } from '../../app-context'
import { FfmpegError, findFfmpeg, probeVideo, runFfmpeg, type VideoFacts } from './ffmpeg'
import type { VideoStorage } from './video-storage'

/** One uploaded video to turn into HLS renditions, a poster and a preview. */
export type TranscodeJob = { videoId: string }

/** One HLS rendition as the master playlist announces it. */
export type Rendition = { height: number; width: number; bandwidth: number }

/** The most each rendition's picture may take, in kbit/s (a constant quality below that). */
const maxRates: Record<number, number> = { 360: 900, 720: 3000, 1080: 5500 }
/** Seconds of video in one HLS segment; every rendition has a key frame each 2 s, so a player switches at any segment. */
const segmentSeconds = 4
const keyFrameSeconds = 2

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2)

/** The renditions made of a source: 360p, 720p and 1080p, never above the source (one at its own height when it is smaller). */
export function plannedRenditions(facts: Pick<VideoFacts, 'width' | 'height'>): { height: number; width: number }[] {
  const heights: number[] = renditionHeights.filter((height) => height <= facts.height)
  if (heights.length === 0) heights.push(even(facts.height))
  return heights.map((height) => ({ height, width: even((facts.width * height) / facts.height) }))
}

const renditionArgs = (rendition: { height: number }, index: number, hasAudio: boolean, outDir: string): string[] => {
  const rate = maxRates[rendition.height] ?? 900
  const dir = path.join(outDir, `${rendition.height}p`)
  return [
    '-map', `[v${index}]`,
    ...(hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level', '4.0', '-pix_fmt', 'yuv420p',
    '-crf', '23', '-maxrate', `${rate}k`, '-bufsize', `${rate * 2}k`,
    '-force_key_frames', `expr:gte(t,n_forced*${keyFrameSeconds})`, '-sc_threshold', '0',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', path.join(dir, 'seg-%05d.ts'), path.join(dir, 'index.m3u8'),
  ]
}

/** A rendition's bit rate as HLS wants it: the peak over its segments, measured from the files made. */
async function measuredBandwidth(dir: string): Promise<number> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8')
  let peak = 0
  let seconds = 0
  for (const line of playlist.split('\n')) {
    const duration = /^#EXTINF:([\d.]+)/.exec(line)
    if (duration) seconds = Number(duration[1])
    else if (/^seg-\d+\.ts$/.test(line.trim()) && seconds > 0) {
      const { size } = await fs.stat(path.join(dir, line.trim()))
      peak = Math.max(peak, Math.ceil((size * 8) / seconds))
    }
  }
  return peak
}

/** The master playlist: every rendition, smallest first, with its bit rate, size and codecs. */
export function masterPlaylist(renditions: Rendition[], hasAudio: boolean): string {
  const codecs = hasAudio ? 'avc1.4d4028,mp4a.40.2' : 'avc1.4d4028'
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS']
  for (const rendition of renditions) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${codecs}"`, `${rendition.height}p/index.m3u8`)
  }
  return `${lines.join('\n')}\n`
}

/**
 * Makes every rendition in one run of ffmpeg (the source is decoded once and scaled for each), then
 * a poster from a frame a second in and a silent preview of the first 6 seconds for heroes.
 */
export async function transcodeVideo(ffmpeg: string, input: string, outDir: string, options: { signal?: AbortSignal } = {}): Promise<{ facts: VideoFacts; renditions: Rendition[] }> {
  const facts = await probeVideo(ffmpeg, input)
  const planned = plannedRenditions(facts)
  const hlsDir = path.join(outDir, 'hls')
  for (const rendition of planned) await fs.mkdir(path.join(hlsDir, `${rendition.height}p`), { recursive: true })
  const split = `[0:v]split=${planned.length}${planned.map((_, index) => `[s${index}]`).join('')}`
  const scales = planned.map((rendition, index) => `[s${index}]scale=${rendition.width}:${rendition.height}[v${index}]`)
  await runFfmpeg(ffmpeg, ['-y', '-i', input, '-filter_complex', [split, ...scales].join(';'), ...planned.flatMap((rendition, index) => renditionArgs(rendition, index, facts.hasAudio, hlsDir))], options)
  const renditions: Rendition[] = []
  for (const rendition of planned) renditions.push({ ...rendition, bandwidth: await measuredBandwidth(path.join(hlsDir, `${rendition.height}p`)) })
  await fs.writeFile(path.join(hlsDir, 'master.m3u8'), masterPlaylist(renditions, facts.hasAudio))
  const stillHeight = Math.min(720, planned.at(-1)!.height)
  const stillWidth = even((facts.width * stillHeight) / facts.height)
  await runFfmpeg(ffmpeg, ['-y', '-ss', String(Math.min(1, facts.durationSeconds / 2)), '-i', input, '-frames:v', '1', '-vf', `scale=${stillWidth}:${stillHeight}`, '-q:v', '3', path.join(outDir, 'poster.jpg')], options)
  await runFfmpeg(
    ffmpeg,
    ['-y', '-t', String(Math.min(6, facts.durationSeconds)), '-i', input, '-an', '-vf', `scale=${stillWidth}:${stillHeight}`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path.join(outDir, 'preview.mp4')],
    options,
  )
  return { facts, renditions }
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/**
 * The `transcode` job: a video's upload turned into what plays. A file ffmpeg cannot read fails
 * the video with ffmpeg's reason, which its uploader reads, and is not tried again; anything else
 * (a full disk, a process stopped halfway) fails the try, and the queue tries again later.
 */
export function videoTranscoder(options: { repositories: Repositories; storage: VideoStorage; workDir: string; ffmpegPath: string | undefined; log: Log }) {
  const { repositories, storage, log } = options
  return async ({ videoId }: TranscodeJob, job: { signal: AbortSignal }) => {
    const video = await repositories.videos.find(videoId)
    if (!video || video.status === 'ready') return
    await repositories.videos.setStatus(videoId, 'transcoding')
    const work = path.join(options.workDir, `${videoId}-${randomUUID()}`)
    const source = await storage.localCopy(`${videoId}/source`)
    const started = Date.now()
    try {
      const ffmpeg = await findFfmpeg(options.ffmpegPath)
      // ffmpeg ends with the job when the server stops; the queue runs it again.
      const { facts, renditions } = await transcodeVideo(ffmpeg, source.path, work, { signal: job.signal })
      await storage.putFolder(`${videoId}/hls`, path.join(work, 'hls'))
      await storage.putFile(`${videoId}/poster.jpg`, path.join(work, 'poster.jpg'))
      await storage.putFile(`${videoId}/preview.mp4`, path.join(work, 'preview.mp4'))
      const marked = await repositories.videos.markReady(videoId, facts, renditions)
      // Deleted while it was transcoded: what was made goes with it.
      if (!marked) await storage.removeAll(videoId)
      log.info({ videoId, seconds: (Date.now() - started) / 1000, renditions: renditions.map((r) => r.height) }, 'video transcoded')
    } catch (error) {
      if (!(error instanceof FfmpegError)) throw error
      log.warn({ videoId, reason: error.message }, 'a video could not be transcoded')
      await repositories.videos.markFailed(videoId, error.message)
    } finally {
      await fs.rm(work, { recursive: true, force: true })
      await source.release()
    }
  }
}
