// Videos (`npm run bench -- video`): transcoding a 60 s 1080p clip into what plays, against ffmpeg
// only decoding the same clip, and uploading it through tus to the running server, against the
// same bytes sent in one plain request to a bare Node server that writes them to disk.
import { createWriteStream } from 'node:fs'
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pipeline } from 'node:stream/promises'
import { findFfmpeg, runFfmpeg } from '../server/modules/videos/ffmpeg'
import { transcodeVideo } from '../server/modules/videos/video-transcode'
import { startServer } from '../tests/helpers/server'
import { signInThroughApi } from '../tests/helpers/sign-in'
import { startSmtp } from '../tests/helpers/smtp'
import { makeClip, uploadVideo } from '../tests/support/video-fixtures'
import { median, writeSection } from './report'

const seconds = 60
const runs = 3
const mib = (bytes: number) => bytes / 1024 / 1024

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return (performance.now() - started) / 1000
}

/** The same bytes in one POST to a Node server that only writes them to a file: the machine's own floor. */
async function bareUpload(bytes: Buffer, dir: string): Promise<number> {
  const server = http.createServer((request, response) => {
    void pipeline(request, createWriteStream(path.join(dir, `bare-${Date.now()}`))).then(() => response.end('ok'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    // Sent as tus-js-client sends on Node: node:http, the body written as it is.
    return await timed(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.request({ host: '127.0.0.1', port, method: 'POST', headers: { 'content-length': bytes.length } }, (response) => response.resume().on('end', resolve))
          request.on('error', reject)
          request.end(bytes)
        }),
    )
  } finally {
    server.close()
  }
}

export async function benchVideo(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marque-bench-video-'))
  const ffmpeg = await findFfmpeg(process.env.FFMPEG_PATH)
  try {
    console.log(`making a ${seconds} s 1080p clip…`)
    const clip = await makeClip({ seconds, width: 1920, height: 1080 })
    const input = path.join(dir, 'clip.mp4')
    await writeFile(input, clip)

    const decode: number[] = []
    const transcode: number[] = []
    let renditions: number[] = []
    let hlsBytes = 0
    for (let run = 0; run < runs; run++) {
      decode.push(await timed(() => runFfmpeg(ffmpeg, ['-i', input, '-f', 'null', '-'])))
      const out = path.join(dir, `out-${run}`)
      transcode.push(
        await timed(async () => {
          const made = await transcodeVideo(ffmpeg, input, out)
          renditions = made.renditions.map((rendition) => rendition.height)
        }),
      )
      hlsBytes = 0
      for (const height of renditions) {
        for (const file of await readdir(path.join(out, 'hls', `${height}p`))) hlsBytes += (await stat(path.join(out, 'hls', `${height}p`, file))).size
      }
      await rm(out, { recursive: true, force: true })
      console.log(`run ${run + 1}: decode ${decode.at(-1)!.toFixed(1)} s, transcode ${transcode.at(-1)!.toFixed(1)} s`)
    }

    console.log('uploading through tus…')
    const smtp = await startSmtp()
    const server = await startServer({ env: { SMTP_URL: smtp.url } })
    const tus: number[] = []
    const bare: number[] = []
    try {
      const origin = `http://localhost:${server.port}`
      const admin = await signInThroughApi(smtp, origin, 'admin@example.com')
      for (let run = 0; run < runs; run++) {
        bare.push(await bareUpload(clip, dir))
        tus.push(
          await timed(async () => {
            const sent = await uploadVideo({ origin, brandId: admin.brandId, siteId: admin.siteId, token: admin.token }, clip, { title: `Bench ${run}`, chunkSize: 16 * 1024 * 1024 })
            if (sent.status !== 204) throw new Error(`The upload was refused: ${sent.status} ${sent.body}`)
          }),
        )
        console.log(`run ${run + 1}: tus ${tus.at(-1)!.toFixed(2)} s, bare ${bare.at(-1)!.toFixed(2)} s`)
      }
    } finally {
      await server.stop()
      await smtp.stop()
    }

    const size = mib(clip.length)
    const t = median(transcode)
    const d = median(decode)
    await writeSection(
      'video',
      'Videos: transcoding and upload',
      `A ${seconds} s clip at 1920×1080, 30 fps, with sound (${size.toFixed(0)} MiB, made by ffmpeg's test source), medians of ${runs} runs.

| what | Marque | baseline | ratio |
|---|---|---|---|
| transcode: ${renditions.map((height) => `${height}p`).join(', ')}, poster, 6 s preview (one ffmpeg decode for all renditions) | ${t.toFixed(1)} s (${(seconds / t).toFixed(2)}× real time) | ffmpeg only decoding the clip: ${d.toFixed(1)} s | ${(t / d).toFixed(1)}× the decode |
| upload through tus, 16 MiB requests, to the running server | ${(size / median(tus)).toFixed(0)} MiB/s (${median(tus).toFixed(2)} s) | one plain POST to a bare Node server writing to disk: ${(size / median(bare)).toFixed(0)} MiB/s | ${((median(bare) / median(tus)) * 100).toFixed(0)} % |

All ${renditions.length} renditions together take ${mib(hlsBytes).toFixed(0)} MiB of HLS segments. The transcode uses
ffmpeg's \`veryfast\` x264 preset on all the machine's cores (\`${path.relative(process.cwd(), ffmpeg)}\`): an hour of 1080p takes about
${t.toFixed(0)} minutes at this rate. Uploads on loopback measure the server's own cost; over a real
connection the network is the limit.`,
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
