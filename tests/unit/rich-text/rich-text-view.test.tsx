import { render, screen, waitFor } from '@testing-library/react'
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

  it('shows a formula and code as plain text first, then rendered once KaTeX and highlight.js have loaded', async () => {
    const { container } = render(
      <RichTextView
        document={{
          ops: [
            { insert: { formula: 'x^2' } },
            { insert: '\nconst a = 1' },
            { insert: '\n', attributes: { 'code-block': 'javascript' } },
          ],
        }}
      />,
    )
    const formula = container.querySelector('.ql-formula')
    expect(formula).toHaveTextContent('x^2')
    expect(formula?.querySelector('.katex')).toBeNull()
    await waitFor(() => expect(container.querySelector('.ql-formula .katex')).not.toBeNull())
    await waitFor(() => expect(container.querySelector('code.hljs .hljs-keyword')).toHaveTextContent('const'))
  })
})
