// No zod here: the card page's own small script (src/card-page/) builds its addresses with this too.

/** A card's QR code points at /vcard/{key}?src=qr; the page passes `src` on so the scan is counted. */
export const qrSourceMarker = 'qr'

/** The card's public address; a QR code's copy carries the source marker so scans are counted. */
export function cardAddress(origin: string, key: string, fromQr = false): string {
  return `${origin}/vcard/${encodeURIComponent(key)}${fromQr ? `?src=${qrSourceMarker}` : ''}`
}

/** Where an address of a card is shared; each carries its own `?src=` marker, so its visits are counted apart. */
export type SharedFrom = 'qr' | 'link' | 'nfc' | 'signature' | 'background'

/** The card's public address as shared from one place: `/vcard/{key}?src={where}`. */
export function sharedCardAddress(origin: string, key: string, from: SharedFrom): string {
  return `${origin}/vcard/${encodeURIComponent(key)}?src=${from}`
}

/**
 * Names that never name a card or a brand's business page at /vcard/{name}: words an address of
 * the app may come to use, and words a visitor would take for the site's own (docs/cards.md).
 */
export const reservedCardNames = [
  'admin', 'api', 'app', 'brand', 'brands', 'card', 'cards', 'contact', 'edit', 'help', 'login', 'logout',
  'me', 'new', 'profile', 'qr', 'saved', 'settings', 'share', 'vcard', 'vcards',
] as const

export const isReservedCardName = (name: string): boolean => (reservedCardNames as readonly string[]).includes(name)

/** What a card's key and a brand's slug may not be, and the problem a refused one is told (src/domain/problems.ts). */
export const reservedCardWord = { is: isReservedCardName, message: 'cardWordReserved' } as const
