import type { PublicCard } from '../domain/card'
import type { SavedCard } from '../features/saved-cards/saved-cards-slice'

// The app's saved cards as redux-persist keeps them (src/app/store.ts, key "saved-cards"): an object
// whose every value is JSON itself. The card page writes the same, so the app's list knows the
// cards seen here, and the other way round. tests/unit/card-page checks both agree.
export const savedCardsStorageKey = 'persist:saved-cards'
/** As src/features/saved-cards/saved-cards-slice.ts. */
export const maxSavedCards = 50

type Stored = Record<string, string>

function readStored(storage: Storage): Stored {
  try {
    const stored = JSON.parse(storage.getItem(savedCardsStorageKey) ?? 'null') as unknown
    return stored && typeof stored === 'object' ? (stored as Stored) : {}
  } catch {
    return {}
  }
}

export function readSavedCards(storage: Storage = localStorage): SavedCard[] {
  try {
    const cards = JSON.parse(readStored(storage).cards ?? '[]') as unknown
    return Array.isArray(cards) ? (cards as SavedCard[]).filter((saved) => typeof saved?.card?.key === 'string') : []
  } catch {
    return []
  }
}

function writeSavedCards(cards: SavedCard[], storage: Storage): void {
  const stored = readStored(storage)
  const persisted = stored._persist ?? JSON.stringify({ version: -1, rehydrated: true })
  try {
    storage.setItem(savedCardsStorageKey, JSON.stringify({ ...stored, cards: JSON.stringify(cards), _persist: persisted }))
  } catch {
    // A full or refused storage: the card still shows, it is only not kept.
  }
}

/** The card was opened: first in the list, keeping when its contact was saved. */
export function recordCardSeen(card: PublicCard, at: string, storage: Storage = localStorage): void {
  const cards = readSavedCards(storage)
  const earlier = cards.find((saved) => saved.card.key === card.key)
  const next = [{ card, seenAt: at, contactSavedAt: earlier?.contactSavedAt ?? null }, ...cards.filter((saved) => saved.card.key !== card.key)]
  writeSavedCards(next.slice(0, maxSavedCards), storage)
}

/** Save contact was tapped. */
export function recordContactSaved(card: PublicCard, at: string, storage: Storage = localStorage): void {
  const cards = readSavedCards(storage)
  writeSavedCards([{ card, seenAt: at, contactSavedAt: at }, ...cards.filter((saved) => saved.card.key !== card.key)].slice(0, maxSavedCards), storage)
}

/** A card no longer published, or one the visitor removed. */
export function forgetCard(key: string, storage: Storage = localStorage): void {
  writeSavedCards(
    readSavedCards(storage).filter((saved) => saved.card.key !== key),
    storage,
  )
}
