import type sharpModule from 'sharp'

let loading: Promise<typeof sharpModule> | null = null

/**
 * sharp (libvips) holds about 25 MB once loaded: it is loaded by the first image the server reads
 * or draws (an upload, an icon), not at start, so a server at rest does not hold it.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
