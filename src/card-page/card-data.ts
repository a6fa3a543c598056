import type { PublicCard } from '../domain/card'

/**
 * The card the server wrote into the page (`#card-page-data`). Null when there is none, or it is
 * not the card the page shows. The server made it from its own schema: no second check here.
 */
export function embeddedCard(page: HTMLElement): PublicCard | null {
  const text = document.getElementById('card-page-data')?.textContent
  if (!text) return null
  try {
    const card = JSON.parse(text) as PublicCard | null
    return card && typeof card === 'object' && card.key === page.dataset.cardKey ? card : null
  } catch {
    return null
  }
}
