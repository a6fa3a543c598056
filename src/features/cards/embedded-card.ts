import { publicCardSchema, type PublicCard } from '../../domain/card'

/**
 * The card the server put into the page it sent for /vcard/{key} (`#card-page-data`), so the
 * app's first render draws the card the visitor is already looking at instead of a spinner.
 * Null when the page holds no card, or another one than asked for.
 */
export function embeddedCard(key: string): PublicCard | null {
  const text = document.getElementById('card-page-data')?.textContent
  if (!text) return null
  try {
    const result = publicCardSchema.safeParse(JSON.parse(text))
    return result.success && result.data.key === key.toLowerCase() ? result.data : null
  } catch {
    return null
  }
}
