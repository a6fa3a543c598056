import { defineMessage } from 'react-intl'
import { buildVcard, type VcardInput } from '../../domain/vcard-file'
import { sayInEnglish, type Say } from '../../i18n/say'
import { qrVersionFor, type ErrorCorrectionLevel } from './qr-options'

/**
 * The largest QR version still easy to scan at the default 300 pixels: 97 modules, three pixels
 * each. Above it the contact is kept at a lower error correction rather than made denser.
 */
export const comfortableVersion = 20

export type OfflineContactQr =
  | { ok: true; data: string; errorCorrectionLevel: ErrorCorrectionLevel; version: number; withoutBio: boolean }
  | { ok: false; message: string }

const levelsStrongestFirst: ErrorCorrectionLevel[] = ['H', 'Q', 'M', 'L']

function bestLevel(text: string): { level: ErrorCorrectionLevel; version: number } | null {
  const fits = levelsStrongestFirst
    .map((level) => ({ level, version: qrVersionFor(text, level) }))
    .filter((fit): fit is { level: ErrorCorrectionLevel; version: number } => fit.version !== null)
  return fits.find((fit) => fit.version <= comfortableVersion) ?? fits.at(-1) ?? null
}

/**
 * A QR code that holds the contact itself, as a vCard 3.0 (what phones' cameras offer to save),
 * so a phone with no network can still take the contact. The photo is never included (it alone
 * would overflow any QR code); the bio is dropped only when the contact does not fit with it.
 * The error correction is the strongest that keeps the code comfortable to scan. Its message is in
 * the reader's language (`say`), English unless given.
 */
const tooLong = defineMessage({
  id: 'qr.offlineContact.tooLong',
  defaultMessage: 'The contact is too long for one QR code: remove some websites, profiles or addresses, or share the card’s address instead',
})

export function offlineContactQr(contact: VcardInput, say: Say = sayInEnglish): OfflineContactQr {
  const base: VcardInput = { ...contact, photo_jpeg_base64: null }
  for (const withoutBio of contact.bio ? [false, true] : [false]) {
    const data = buildVcard(withoutBio ? { ...base, bio: '' } : base, '3.0')
    const fit = bestLevel(data)
    if (fit) return { ok: true, data, errorCorrectionLevel: fit.level, version: fit.version, withoutBio }
  }
  return { ok: false, message: say(tooLong) }
}
