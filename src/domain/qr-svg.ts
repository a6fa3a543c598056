import { qrModules, qrQuietZone } from './qr-modules'

/**
 * A QR code of `text` as an SVG image in a `data:` address, black on white with its quiet zone:
 * what a screen shows where the server has no image to give yet (a draft card's signature preview).
 */
export function qrSvgAddress(text: string): string {
  const modules = qrModules(text)
  const side = modules.length + qrQuietZone * 2
  const path = modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + qrQuietZone} ${y + qrQuietZone}h1v1h-1z`] : [])))
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
