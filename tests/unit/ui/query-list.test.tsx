import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ListRow } from '../../../src/components/ui/item-list'
import { QueryList } from '../../../src/components/ui/query-list'
import { renderWithTheme } from '../render-with-theme'

type Answer = { pages: { id: string; title: string }[] }

function renderList(query: { data?: Answer; error?: unknown; refetch: () => unknown }) {
  renderWithTheme(
    <QueryList query={query} items={(answer) => answer.pages} keyOf={(page) => page.id} label="Pages" loading="Loading the pages…" offline="You are offline, so the pages cannot be loaded." empty="No pages yet.">
      {(page) => <ListRow>{page.title}</ListRow>}
    </QueryList>,
  )
}

describe('a list loaded from the server', () => {
  it('lists the answer’s items, each in its row, under the list’s name', () => {
    renderList({ data: { pages: [{ id: 'p1', title: 'About us' }, { id: 'p2', title: 'Team' }] }, refetch: vi.fn() })
    const rows = within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual(['About us', 'Team'])
  })

  it('says so when there are none', () => {
    renderList({ data: { pages: [] }, refetch: vi.fn() })
    expect(screen.getByText('No pages yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says what is loading', () => {
    renderList({ refetch: vi.fn() })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pages…')
  })
})
