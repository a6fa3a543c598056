import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichTextView } from '../../../src/rich-text/rich-text-view'

describe('RichTextView', () => {
  it('shows the rendered document inside a rich-text container', () => {
    render(
      <RichTextView
        document={{ ops: [{ insert: 'Pricing' }, { insert: '\n', attributes: { header: 2 } }, { insert: 'See ' }, { insert: 'plans', attributes: { link: 'https://example.com/plans' } }, { insert: '\n' }] }}
        className="landing"
      />,
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Pricing' })
    expect(heading.parentElement).toHaveClass('rich-text', 'landing')
    expect(screen.getByRole('link', { name: 'plans' })).toHaveAttribute('href', 'https://example.com/plans')
  })

  it('shows markup in the document as text', () => {
    render(<RichTextView document={{ ops: [{ insert: '<img src=x onerror=alert(1)>\n' }] }} />)
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
