import type { RouteSamples } from '../../support/module-parts'

/**
 * The parts of a video's addresses: an id no video has, a language, a rendition, a file and a track
 * of captions, and an upload's id in the form the uploads take. `file` also names a calendar
 * feed's file (appointments), as no feed.
 */
export const routeSamples: RouteSamples = async () => ({
  videoId: async () => '00000000-0000-4000-8000-000000000000',
  language: async () => 'en',
  rendition: async () => '360p',
  file: async () => 'index.m3u8',
  track: async () => 'en.vtt',
  uploadId: async () => '0123456789abcdef0123456789abcdef',
})
