// m3u8-parser ships no types: what the conformance tests read of its manifest.
declare module 'm3u8-parser' {
  export type ParsedSegment = { uri: string; duration: number }
  export type ParsedPlaylist = { uri: string; attributes: { BANDWIDTH?: number; RESOLUTION?: { width: number; height: number }; CODECS?: string } }
  export type ParsedManifest = {
    playlists?: ParsedPlaylist[]
    segments: ParsedSegment[]
    targetDuration?: number
    endList?: boolean
    version?: number
    playlistType?: string
  }
  export class Parser {
    push(chunk: string): void
    end(): void
    manifest: ParsedManifest
  }
}
