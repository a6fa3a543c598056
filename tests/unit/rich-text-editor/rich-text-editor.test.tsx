import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from '../../../src/rich-text/editor/rich-text-editor'
import { IntlAndTheme } from '../render-with-theme'

function renderEditor(uploadImage = vi.fn(async () => '/uploads/x')) {
  const onDocumentChange = vi.fn()
  render(
    <IntlAndTheme>
      <RichTextEditor
        initialDocument={{ ops: [{ insert: 'Hello' }, { insert: '\n', attributes: { header: 1 } }, { insert: 'todo' }, { insert: '\n', attributes: { list: 'unchecked' } }] }}
        onDocumentChange={onDocumentChange}
        label="Landing text"
        uploadImage={uploadImage}
      />
    </IntlAndTheme>,
  )
  return { onDocumentChange, uploadImage }
}

describe('RichTextEditor', () => {
  it('names the editable area and every control of its toolbar', () => {
    renderEditor()
    expect(screen.getByRole('textbox', { name: 'Landing text' })).toHaveAttribute('contenteditable', 'true')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    for (const button of within(toolbar).getAllByRole('button')) expect(button).toHaveAccessibleName()
    for (const select of within(toolbar).getAllByRole('combobox')) expect(select).toHaveAccessibleName()
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false')
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B')
  })

  it('offers the default fonts, sizes and headers up front', () => {
    renderEditor()
    const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent)
    expect(options('Font')).toEqual(['Sans serif', 'Serif', 'Monospace'])
    expect(options('Size')).toEqual(['Small', 'Normal', 'Large', 'Huge'])
    expect(options('Paragraph style').slice(0, 4)).toEqual(['Normal', 'Heading 1', 'Heading 2', 'Heading 3'])
  })

  it('shows the document with its formats: a heading and a checklist item that toggles on click', async () => {
    const { onDocumentChange } = renderEditor()
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument()
    const box = screen.getByRole('checkbox', { name: 'Not done; press to mark done' })
    await userEvent.click(box)
    expect(screen.getByRole('checkbox', { name: 'Done; press to mark not done' })).toBeChecked()
    expect(onDocumentChange).toHaveBeenLastCalledWith({
      ops: [{ insert: 'Hello' }, { insert: '\n', attributes: { header: 1 } }, { insert: 'todo' }, { insert: '\n', attributes: { list: 'checked' } }],
    })
  })

  it('refuses an image that is not PNG or JPEG with a visible message, without uploading it', async () => {
    const { uploadImage } = renderEditor()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Insert image (PNG or JPEG)'), new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }))
    expect(screen.getByRole('alert')).toHaveTextContent('"moving.gif" is not a PNG or JPEG image; only PNG and JPEG images can be added.')
    expect(uploadImage).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of an upload', async () => {
    const { uploadImage } = renderEditor(vi.fn(async () => Promise.reject(new Error('The image is larger than 5 MiB; send a smaller one'))))
    await userEvent.upload(screen.getByLabelText('Insert image (PNG or JPEG)'), new File(['png'], 'big.png', { type: 'image/png' }))
    expect(await screen.findByText('The image is larger than 5 MiB; send a smaller one')).toBeInTheDocument()
    expect(uploadImage).toHaveBeenCalledTimes(1)
  })
})
