import qrcode from 'qrcode-generator'

// Text goes into the code as UTF-8, as phones read it.
qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8']!

/** The four modules of white a reader needs around a code. */
export const qrQuietZone = 4

/** The dark modules of a QR code of `text` (error correction M), row by row, without the quiet zone. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const count = qr.getModuleCount()
  return Array.from({ length: count }, (_row, row) => Array.from({ length: count }, (_column, column) => qr.isDark(row, column)))
}
