import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PublicCard } from '../../domain/card'

declare module '../../lib/store/app-store' {
  interface AppState {
    savedCards: SavedCardsState
  }
}

/** A card kept on this device: the public card as last answered, when it was last seen, and when its contact was saved. */
export type SavedCard = { card: PublicCard; seenAt: string; contactSavedAt: string | null }

export type SavedCardsState = { cards: SavedCard[] }

/** Enough for every card met at a fair, small enough for local storage (a card is a few KB). */
export const maxSavedCards = 50

const initialState: SavedCardsState = { cards: [] }

/**
 * Cards a visitor opened or saved, newest first, kept on the device (persisted) so they open with
 * no network. The service worker keeps the answers too; this copy also covers a first visit made
 * before the worker was running.
 */
export const savedCardsSlice = createSlice({
  name: 'savedCards',
  initialState,
  reducers: {
    cardSeen(state, action: PayloadAction<{ card: PublicCard; at: string }>) {
      const { card, at } = action.payload
      const earlier = state.cards.find((saved) => saved.card.key === card.key)
      state.cards = [
        { card, seenAt: at, contactSavedAt: earlier?.contactSavedAt ?? null },
        ...state.cards.filter((saved) => saved.card.key !== card.key),
      ].slice(0, maxSavedCards)
    },
    contactSaved(state, action: PayloadAction<{ card: PublicCard; at: string }>) {
      const { card, at } = action.payload
      state.cards = [
        { card, seenAt: at, contactSavedAt: at },
        ...state.cards.filter((saved) => saved.card.key !== card.key),
      ].slice(0, maxSavedCards)
    },
    /** A card that is no longer published (the server says 404) or that the visitor removed. */
    cardForgotten(state, action: PayloadAction<string>) {
      state.cards = state.cards.filter((saved) => saved.card.key !== action.payload)
    },
  },
  selectors: {
    selectSavedCards: (state) => state.cards,
    selectSavedCard: (state, key: string) => state.cards.find((saved) => saved.card.key === key.toLowerCase()) ?? null,
  },
})

export const { cardSeen, contactSaved, cardForgotten } = savedCardsSlice.actions
export const { selectSavedCards, selectSavedCard } = savedCardsSlice.selectors
