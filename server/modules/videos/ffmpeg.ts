import { constants } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/** ffmpeg said no: the file could not be read or written as asked. Its last words are the reason. */
export class FfmpegError extends Error {}

/**
 * The ffmpeg to run: FFMPEG_PATH when set, else the one on the PATH (Debian's `ffmpeg`), else the
 * binary inside the @ffmpeg-installer/ffmpeg package, which `npm install` brings with no download.
 */
export async function findFfmpeg(configured: string | undefined): Promise<string> {
  if (configured) return configured
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'ffmpeg')
    try {
      await fs.access(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
  } catch {
    throw new FfmpegError('No ffmpeg was found: install Debian’s ffmpeg, or set FFMPEG_PATH')
  }
}

/**
 * Runs ffmpeg to the end; its standard error is what it printed, the reason of a failure. With
 * `anyExit`, what it printed is the answer however it stopped (describing an input, it always fails).
 */
export async function runFfmpeg(ffmpeg: string, args: string[], options: { signal?: AbortSignal; anyExit?: boolean } = {}): Promise<string> {
  // Loaded by the first transcode, not at start.
  const { spawn } = await import('node:child_process')
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'], signal: options.signal })
    let output = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      // The start (the input's description) and the end (the reason of a failure) are what count.
      output = output.length < 200_000 ? output + chunk : output.slice(0, 100_000) + output.slice(-50_000) + chunk
    })
    child.on('error', (error) => reject(new FfmpegError(`ffmpeg could not be started (${ffmpeg}): ${error.message}`)))
    child.on('close', (code) => (code === 0 || options.anyExit ? resolve(output) : reject(new FfmpegError(lastWords(output) || `ffmpeg stopped with code ${code}`))))
  })
}

/** The last meaningful line ffmpeg printed, as a reason a person can read. */
function lastWords(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^\[[^\]]+\]\s*/, '').trim())
    .filter((line) => line && !/^(frame=|size=|Conversion failed|Exiting normally)/.test(line))
  return (lines.at(-1) ?? '').slice(0, 300)
}

/** What a video file holds, as ffmpeg reads it. */
export type VideoFacts = { durationSeconds: number; width: number; height: number; hasAudio: boolean }

/**
 * Reads a file's duration, its picture's size (turned as it plays, for a phone's upright video)
 * and whether it has sound, from what `ffmpeg -i` prints. A file with no picture is refused.
 */
export async function probeVideo(ffmpeg: string, file: string): Promise<VideoFacts> {
  // With an input and no output, ffmpeg describes the input and stops: the description is the answer.
  return readVideoFacts(await runFfmpeg(ffmpeg, ['-i', file], { anyExit: true }))
}

export function readVideoFacts(description: string): VideoFacts {
  const video = /Stream #\d+:\d+[^:]*: Video: [^\n]*?(\d{2,5})x(\d{2,5})/.exec(description)
  if (!video) throw new FfmpegError(/Invalid data found|moov atom not found/.test(description) ? 'The file is damaged or not a video' : 'The file has no picture in it')
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(description)
  const durationSeconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0
  if (!(durationSeconds > 0)) throw new FfmpegError('The video has no length')
  let width = Number(video[1])
  let height = Number(video[2])
  // A phone records upright video as a turned picture; ffmpeg turns it back as it decodes.
  const rotation = /rotate\s*:\s*(-?\d+)/.exec(description) ?? /rotation of (-?\d+(?:\.\d+)?) degrees/.exec(description)
  if (rotation && Math.abs(Number(rotation[1])) % 180 === 90) [width, height] = [height, width]
  return { durationSeconds, width, height, hasAudio: /Stream #\d+:\d+[^:]*: Audio: /.test(description) }
}
