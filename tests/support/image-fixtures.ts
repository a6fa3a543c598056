import zlib from 'node:zlib'
import sharp from 'sharp'

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/**
 * A real, readable 64×64 PNG of exactly `bytes` bytes: the picture, then a private ancillary
 * chunk that decoders skip, filling it up to the size asked for (from about 100 bytes up).
 */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2255aa' } }).png().toBuffer()
  const end = picture.length - 12 // the IEND chunk
  const filler = bytes - picture.length - 12
  if (filler < 0) throw new Error(`A PNG cannot be made as small as ${bytes} bytes`)
  return Buffer.concat([picture.subarray(0, end), pngChunk('mqPd', Buffer.alloc(filler, 0x2e)), picture.subarray(end)])
}
