// No zod here: the card page's own small script (src/card-page/) builds its addresses with this too.

/** A card's QR code points at /vcard/{key}?src=qr; the page passes `src` on so the scan is counted. */
export const qrSourceMarker = 'qr'

/** The card's public address; a QR code's copy carries the source marker so scans are counted. */
export function cardAddress(origin: string, key: string, fromQr = false): string {
  return `${origin}/vcard/${encodeURIComponent(key)}${fromQr ? `?src=${qrSourceMarker}` : ''}`
}
