// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readVideoFacts } from '../../../server/modules/videos/ffmpeg'
import { requestedRange } from '../../../server/modules/videos/video-routes'
import { masterPlaylist, plannedRenditions } from '../../../server/modules/videos/video-transcode'
import { readUploadMetadata } from '../../../server/modules/videos/video-upload'
import { timeLeftWords, uploadSpeed } from '../../../src/lib/files/upload-progress'
import { looksLikeVideo } from '../../../src/lib/files/video-upload'

const described = (stream: string, extra = '') => `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':
  Duration: 00:01:05.48, start: 0.000000, bitrate: 4520 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, ${stream}, 4387 kb/s, 30 fps, 30 tbr, 15360 tbn, 60 tbc (default)
${extra}    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`

describe('reading what ffmpeg says of a file', () => {
  it('reads the length, the picture size and the sound', () => {
    expect(readVideoFacts(described('1920x1080 [SAR 1:1 DAR 16:9]'))).toEqual({ durationSeconds: 65.48, width: 1920, height: 1080, hasAudio: true })
  })

  it("turns a phone's upright video the way it plays", () => {
    expect(readVideoFacts(described('1920x1080', '    Metadata:\n      rotate          : 90\n'))).toMatchObject({ width: 1080, height: 1920 })
  })

  it('refuses a file with no picture, and one ffmpeg cannot read, in words', () => {
    expect(() => readVideoFacts("Input #0, mp3, from 'a.mp3':\n  Duration: 00:00:03.00\n    Stream #0:0: Audio: mp3, 44100 Hz")).toThrow('The file has no picture in it')
    expect(() => readVideoFacts('clip.mp4: Invalid data found when processing input')).toThrow('The file is damaged or not a video')
  })
})

describe('the renditions made', () => {
  it('are 360p, 720p and 1080p, never above the source, at the source’s shape', () => {
    expect(plannedRenditions({ width: 3840, height: 2160 })).toEqual([
      { height: 360, width: 640 },
      { height: 720, width: 1280 },
      { height: 1080, width: 1920 },
    ])
    expect(plannedRenditions({ width: 1280, height: 720 }).map((r) => r.height)).toEqual([360, 720])
    // An upright phone video keeps its shape; a tiny one is made at its own height.
    expect(plannedRenditions({ width: 1080, height: 1920 })).toEqual([
      { height: 360, width: 202 },
      { height: 720, width: 406 },
      { height: 1080, width: 608 },
    ])
    expect(plannedRenditions({ width: 320, height: 241 })).toEqual([{ height: 242, width: 322 }])
  })

  it('are listed in the master playlist with their bit rate, size and codecs', () => {
    expect(masterPlaylist([{ height: 360, width: 640, bandwidth: 800_000 }, { height: 720, width: 1280, bandwidth: 2_500_000 }], true)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d4028,mp4a.40.2"\n360p/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720,CODECS="avc1.4d4028,mp4a.40.2"\n720p/index.m3u8\n',
    )
    expect(masterPlaylist([{ height: 360, width: 640, bandwidth: 1 }], false)).toContain('CODECS="avc1.4d4028"\n')
  })
})

describe('byte ranges of a 1000-byte file', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=20-10', 'unsatisfiable'],
    ['items=0-9', null],
  ])('%s → %o', (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range)
  })
})

describe("tus's Upload-Metadata", () => {
  it('reads keys with base64 values, and keys without one', () => {
    const title = Buffer.from('Café tour, part 1').toString('base64')
    expect(readUploadMetadata(`title ${title},is_confidential`)).toEqual({ title: 'Café tour, part 1', is_confidential: '' })
    expect(readUploadMetadata(undefined)).toEqual({})
  })
})

describe('an upload’s time left', () => {
  it('comes from the last 10 seconds of speed, and is said in minutes or seconds', () => {
    const samples = [
      { at: 0, sent: 0 },
      { at: 5_000, sent: 5_000_000 },
      { at: 20_000, sent: 10_000_000 },
      { at: 30_000, sent: 20_000_000 },
    ]
    expect(uploadSpeed(samples)).toBe(1_000_000)
    expect(uploadSpeed([{ at: 0, sent: 0 }])).toBeNull()
    expect(timeLeftWords({ sent: 20_000_000, total: 200_000_000, bytesPerSecond: 1_000_000 })).toBe('About 3 minutes left')
    expect(timeLeftWords({ sent: 0, total: 30_000_000, bytesPerSecond: 1_000_000 })).toBe('About 30 seconds left')
    expect(timeLeftWords({ sent: 0, total: 9_000_000_000, bytesPerSecond: 1_000_000 })).toBe('About 2 h 30 min left')
    expect(timeLeftWords({ sent: 10, total: 100, bytesPerSecond: null })).toBe('Working out the time left…')
  })
})

describe("the app's first look at a chosen file", () => {
  const file = (bytes: number[]) => new Blob([new Uint8Array([...bytes, ...new Array(20).fill(0)])])
  it('takes MP4, MOV and WebM by their first bytes, not their names', async () => {
    expect(await looksLikeVideo(file([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toBe(true)
    expect(await looksLikeVideo(file([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true)
    expect(await looksLikeVideo(file([0, 0, 0, 8, 0x77, 0x69, 0x64, 0x65]))).toBe(true)
    expect(await looksLikeVideo(new Blob(['Only notes, not a video.']))).toBe(false)
  })
})
