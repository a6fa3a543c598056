import { describe, expect, it } from 'vitest'
import { makeStore, persistAppStore } from '../../../src/app/store'
import {
  cardForgotten,
  cardSeen,
  contactSaved,
  savedCardsSlice,
  selectSavedCard,
  selectSavedCards,
} from '../../../src/features/saved-cards/saved-cards-slice'
import { fullCard } from './card-fixture'
import { bootstrapped } from './persisted'

const reduce = savedCardsSlice.reducer
const other = { ...fullCard, key: 'grace-hopper', display_name: 'Grace Hopper' }

describe('the saved cards', () => {
  it('keeps each card opened, newest first, once each, with when it was seen', () => {
    let state = reduce(undefined, cardSeen({ card: fullCard, at: '2026-11-20T10:00:00.000Z' }))
    state = reduce(state, cardSeen({ card: other, at: '2026-11-20T11:00:00.000Z' }))
    state = reduce(state, cardSeen({ card: { ...fullCard, job_title: 'Countess' }, at: '2026-11-20T12:00:00.000Z' }))
    expect(state.cards.map((saved) => [saved.card.key, saved.seenAt])).toEqual([
      ['ada-lovelace', '2026-11-20T12:00:00.000Z'],
      ['grace-hopper', '2026-11-20T11:00:00.000Z'],
    ])
    expect(state.cards[0]!.card.job_title).toBe('Countess')
  })

  it('remembers when the contact was saved, also across later visits', () => {
    let state = reduce(undefined, contactSaved({ card: fullCard, at: '2026-11-20T10:00:00.000Z' }))
    state = reduce(state, cardSeen({ card: fullCard, at: '2026-11-21T09:00:00.000Z' }))
    expect(state.cards[0]).toMatchObject({ seenAt: '2026-11-21T09:00:00.000Z', contactSavedAt: '2026-11-20T10:00:00.000Z' })
  })

  it('keeps at most 50, dropping the longest unseen', () => {
    let state = reduce(undefined, { type: 'init' })
    for (let i = 0; i <= 50; i++) state = reduce(state, cardSeen({ card: { ...fullCard, key: `card-${i}` }, at: `2026-11-20T10:00:${String(i).padStart(2, '0')}.000Z` }))
    expect(state.cards).toHaveLength(50)
    expect(state.cards.some((saved) => saved.card.key === 'card-0')).toBe(false)
    expect(state.cards[0]!.card.key).toBe('card-50')
  })

  it('forgets a card the visitor removed or that is no longer published', () => {
    let state = reduce(undefined, cardSeen({ card: fullCard, at: '2026-11-20T10:00:00.000Z' }))
    state = reduce(state, cardSeen({ card: other, at: '2026-11-20T11:00:00.000Z' }))
    state = reduce(state, cardForgotten('ada-lovelace'))
    expect(state.cards.map((saved) => saved.card.key)).toEqual(['grace-hopper'])
  })

  it('is found in the store by key, whatever its case, and kept in local storage for the next start', async () => {
    localStorage.clear()
    const store = makeStore()
    const persistor = persistAppStore(store)
    await bootstrapped(persistor)
    store.dispatch(cardSeen({ card: fullCard, at: '2026-11-20T10:00:00.000Z' }))
    expect(selectSavedCard(store.getState(), 'Ada-Lovelace')?.card.display_name).toBe('Dr. Ada Lovelace FRS')
    expect(selectSavedCards(store.getState())).toHaveLength(1)
    await persistor.flush()
    persistor.pause()
    const stored = JSON.parse(localStorage.getItem('persist:saved-cards') ?? '{}') as { cards?: string }
    expect(JSON.parse(stored.cards ?? '[]')).toEqual([{ card: fullCard, seenAt: '2026-11-20T10:00:00.000Z', contactSavedAt: null }])

    const restarted = makeStore()
    const restoring = persistAppStore(restarted)
    await bootstrapped(restoring)
    restoring.pause()
    expect(selectSavedCard(restarted.getState(), 'ada-lovelace')?.seenAt).toBe('2026-11-20T10:00:00.000Z')
  })
})
