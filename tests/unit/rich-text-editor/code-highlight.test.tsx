import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from '../../../src/rich-text/editor/rich-text-editor'
import { IntlAndTheme } from '../render-with-theme'
import { loadRenderers } from '../../../src/rich-text/load-renderers'

afterEach(() => {
  vi.useRealTimers()
})

describe('code highlighting in the editor', () => {
  it('highlights code 1000 ms after the document last changed, not before', async () => {
    // highlight.js loaded up front, so only the debounce decides when highlighting shows.
    await loadRenderers({ formula: false, code: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(
      <IntlAndTheme>
        <RichTextEditor
          initialDocument={{ ops: [{ insert: 'const answer = 42' }, { insert: '\n', attributes: { 'code-block': 'javascript' } }] }}
          onDocumentChange={() => {}}
          label="Code"
          uploadImage={async () => ''}
        />
      </IntlAndTheme>,
    )
    const keyword = () => screen.getByRole('textbox', { name: 'Code' }).querySelector('.hljs-keyword')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999)
    })
    expect(keyword()).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(keyword()).toHaveTextContent('const')
    expect(screen.getByText('42').closest('[data-slate-leaf]')).toHaveClass('hljs-number')
  })
})
