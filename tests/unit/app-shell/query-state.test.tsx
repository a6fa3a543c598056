import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QueryState } from '../../../src/components/ui/query-state'
import type { ApiFailure } from '../../../src/lib/api/api-failure'
import { renderWithTheme } from '../render-with-theme'

type Query = { data?: string[]; error?: unknown; refetch: () => unknown }

function renderState(query: Query, canRetry?: (error: unknown) => boolean) {
  renderWithTheme(
    <QueryState
      query={query}
      loading="Loading the cards…"
      offline="You are offline, so the cards cannot be loaded."
      empty={{ when: (cards) => cards.length === 0, message: 'No cards yet.' }}
      canRetry={canRetry}
    >
      {(cards) => <ul aria-label="Cards">{cards.map((card) => <li key={card}>{card}</li>)}</ul>}
    </QueryState>,
  )
}

const refused: ApiFailure = { kind: 'http', status: 404, message: 'No such card', notified: false }

describe('the state of something loaded from the server', () => {
  it('says what is loading', () => {
    renderState({ refetch: vi.fn() })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cards…')
  })

  it('says what is missing when offline, and tries again on request', async () => {
    const refetch = vi.fn()
    renderState({ error: { kind: 'offline', message: 'unreachable' } satisfies ApiFailure, refetch })
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline, so the cards cannot be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it("shows the server's message, without Try again where asking again cannot help", () => {
    renderState({ error: refused, refetch: vi.fn() }, (error) => (error as ApiFailure).kind !== 'http')
    expect(screen.getByRole('alert')).toHaveTextContent('No such card')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it.each([401, 403, 404, 400, 422])('never offers Try again for a %i, which asking again cannot mend', (status) => {
    renderState({ error: { kind: 'http', status, message: 'Your role in this brand (member) may not do this', notified: false } satisfies ApiFailure, refetch: vi.fn() })
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it.each([500, 502, 503, 429, 408])('offers Try again for a %i, which may pass', async (status) => {
    const refetch = vi.fn()
    renderState({ error: { kind: 'http', status, message: 'The server is busy', notified: false } satisfies ApiFailure, refetch })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('never offers Try again for an answer of the wrong shape', () => {
    renderState({ error: { kind: 'invalid', message: 'The answer was not understood' } satisfies ApiFailure, refetch: vi.fn() })
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says so when the answer holds nothing', () => {
    renderState({ data: [], refetch: vi.fn() })
    expect(screen.getByText('No cards yet.')).toBeInTheDocument()
  })

  it('shows what was loaded, even when a later refresh failed', () => {
    renderState({ data: ['ada-lovelace'], error: { kind: 'offline', message: 'unreachable' }, refetch: vi.fn() })
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent('ada-lovelace')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
