import { beforeEach, describe, expect, it } from 'vitest'
import { makeStore, persistAppStore } from '../../../src/app/store'
import { forgetCard, maxSavedCards, readSavedCards, recordCardSeen, recordContactSaved, savedCardsStorageKey } from '../../../src/card-page/saved-cards-storage'
import { guestIdCookie } from '../../../src/card-page/guest-id'
import { cardForgotten, cardSeen, contactSaved, maxSavedCards as appMaxSavedCards, savedCardsSlice, selectSavedCards } from '../../../src/features/saved-cards/saved-cards-slice'
import { sessionCookieNames } from '../../../src/features/session/session-cookies'
import { fullCard } from '../cards/card-fixture'
import { bootstrapped } from '../cards/persisted'

const other = { ...fullCard, key: 'grace-hopper', display_name: 'Grace Hopper' }
const cardNumber = (n: number) => ({ ...fullCard, key: `card-${n}`, display_name: `Card ${n}` })

describe("the card page's saved cards, in the app's own storage", () => {
  beforeEach(() => localStorage.clear())

  it('keeps the same list as the app would, step by step, capped at 50', () => {
    const reduce = savedCardsSlice.reducer
    let app = reduce(undefined, { type: 'start' })
    const steps: [string, (at: string) => void, (at: string) => void][] = [
      ['seen', (at) => recordCardSeen(fullCard, at), (at) => (app = reduce(app, cardSeen({ card: fullCard, at })))],
      ['other seen', (at) => recordCardSeen(other, at), (at) => (app = reduce(app, cardSeen({ card: other, at })))],
      ['contact saved', (at) => recordContactSaved(fullCard, at), (at) => (app = reduce(app, contactSaved({ card: fullCard, at })))],
      ['seen again', (at) => recordCardSeen(fullCard, at), (at) => (app = reduce(app, cardSeen({ card: fullCard, at })))],
      ['forgotten', () => forgetCard('grace-hopper'), () => (app = reduce(app, cardForgotten('grace-hopper')))],
    ]
    steps.forEach(([what, page, inApp], index) => {
      const at = `2026-11-20T1${index}:00:00.000Z`
      page(at)
      inApp(at)
      expect(readSavedCards(), what).toEqual(app.cards)
    })
    for (let n = 0; n < 60; n++) {
      recordCardSeen(cardNumber(n), '2026-11-21T10:00:00.000Z')
      app = reduce(app, cardSeen({ card: cardNumber(n), at: '2026-11-21T10:00:00.000Z' }))
    }
    expect(maxSavedCards).toBe(appMaxSavedCards)
    expect(readSavedCards()).toHaveLength(50)
    expect(readSavedCards()).toEqual(app.cards)
  })

  it('is read by the app when it starts, and reads what the app wrote', async () => {
    recordContactSaved(fullCard, '2026-11-20T10:00:00.000Z')
    expect(savedCardsStorageKey).toBe('persist:saved-cards')
    const store = makeStore()
    const persistor = persistAppStore(store)
    await bootstrapped(persistor)
    expect(selectSavedCards(store.getState())).toEqual([{ card: fullCard, seenAt: '2026-11-20T10:00:00.000Z', contactSavedAt: '2026-11-20T10:00:00.000Z' }])
    store.dispatch(cardSeen({ card: other, at: '2026-11-20T11:00:00.000Z' }))
    await persistor.flush()
    persistor.pause()
    expect(readSavedCards().map((saved) => saved.card.key)).toEqual(['grace-hopper', 'ada-lovelace'])
  })

  it('keeps the guest id in the cookie the app keeps it in', () => {
    expect(guestIdCookie).toBe(sessionCookieNames.guestId)
  })
})
