import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import QrDesigner from '../../../src/features/qr/components/qr-designer'
import { Provider } from 'react-redux'
import { makeStore } from '../../../src/app/store'
import { renderWithTheme } from '../render-with-theme'
import { plainContact } from './contact-fixture'

/** The designer in the app's theme and store (it keeps a design being made on the device, per person). */
const renderDesigner = (ui: ReactNode) => renderWithTheme(<Provider store={makeStore()}>{ui}</Provider>)

const cardAddress = 'https://brand-a.test/vcard/ada-lovelace?src=qr'

const contact = plainContact

afterEach(() => vi.restoreAllMocks())

/** The error message a field points at (aria-errormessage), as assistive technology reads it. */
async function expectMessage(field: HTMLElement, message: string) {
  await waitFor(() => {
    expect(field).toHaveAttribute('aria-invalid', 'true')
    const id = field.getAttribute('aria-errormessage')
    expect(id && document.getElementById(id)?.textContent).toBe(message)
  })
}

describe('QR designer', () => {
  it('starts from the defaults of a new design', () => {
    renderDesigner(<QrDesigner data={cardAddress} fileName="ada-lovelace" />)
    expect(screen.getByLabelText('QR code content')).toHaveValue(cardAddress)
    expect(screen.getByLabelText('Width (pixels)')).toHaveValue(300)
    expect(screen.getByLabelText('Height (pixels)')).toHaveValue(300)
    expect(screen.getByLabelText('Margin (pixels)')).toHaveValue(0)
    expect(screen.getByLabelText('Error correction')).toHaveValue('Q')
    expect(screen.getByLabelText('Dot style')).toHaveValue('square')
    expect(screen.getByLabelText('Dot colour')).toHaveValue('#000000')
    expect(screen.getByLabelText('Background colour')).toHaveValue('#ffffff')
    expect(screen.getByLabelText('Logo size (share of the code)')).toHaveValue(0.4)
    expect(screen.getByLabelText('File format')).toHaveValue('png')
  })

  it('draws a live preview of the code', async () => {
    renderDesigner(<QrDesigner data={cardAddress} />)
    const preview = screen.getByRole('img', { name: 'Preview of the QR code' })
    await waitFor(() => expect(preview.querySelector('svg')).not.toBeNull())
    expect(preview.querySelector('svg')).toHaveAttribute('width', '300')
    fireEvent.change(screen.getByLabelText('Width (pixels)'), { target: { value: '420' } })
    await waitFor(() => expect(preview.querySelector('svg')).toHaveAttribute('width', '420'))
  })

  it('refuses empty content with its message under the field', async () => {
    renderDesigner(<QrDesigner data={cardAddress} />)
    const content = screen.getByLabelText('QR code content')
    await userEvent.clear(content)
    await expectMessage(content, 'Enter the text or address the QR code should hold')
  })

  it('caps the margin at the smaller of width and height', async () => {
    renderDesigner(<QrDesigner data={cardAddress} />)
    const margin = screen.getByLabelText('Margin (pixels)')
    fireEvent.change(screen.getByLabelText('Height (pixels)'), { target: { value: '200' } })
    fireEvent.change(margin, { target: { value: '201' } })
    await expectMessage(margin, 'Margin must be at most 200 pixels, the smaller of width and height')
    fireEvent.change(margin, { target: { value: '200' } })
    expect(margin).not.toHaveAttribute('aria-invalid')
  })

  it('refuses a gradient without two colour stops', async () => {
    renderDesigner(<QrDesigner data={cardAddress} />)
    await userEvent.selectOptions(screen.getByLabelText('Dot fill'), 'Linear gradient')
    expect(screen.getByLabelText('Dot stop 1 colour')).toHaveValue('#000000')
    expect(screen.getByLabelText('Dot stop 2 offset (0 to 1)')).toHaveValue(1)
    await userEvent.click(screen.getByRole('button', { name: 'Remove dot stop 2' }))
    expect(await screen.findByText('Dot gradient needs at least two colour stops, with offsets from 0 to 1')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Add dot colour stop' }))
    expect(screen.queryByText('Dot gradient needs at least two colour stops, with offsets from 0 to 1')).toBeNull()
  })

  it('downloads the design as {name}-qr.{ext}', async () => {
    const files: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`
      blobs.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! })
    })
    renderDesigner(<QrDesigner data={cardAddress} fileName="Ada Lovelace" />)
    await userEvent.selectOptions(screen.getByLabelText('File format'), 'SVG')
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(files).toHaveLength(1))
    expect(files[0]!.name).toBe('ada-lovelace-qr.svg')
    expect(files[0]!.blob.type).toBe('image/svg+xml')
    expect(await files[0]!.blob.text()).toMatch(/<svg[^>]+width="300"/)
  })

  it('downloads nothing while a field is wrong, and says why', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderDesigner(<QrDesigner />)
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the marked fields, then download again.')
    await expectMessage(screen.getByLabelText('QR code content'), 'Enter the text or address the QR code should hold')
    expect(click).not.toHaveBeenCalled()
  })

  it('puts the contact itself in the code, and back to the card’s address', async () => {
    renderDesigner(<QrDesigner data={cardAddress} contact={contact} />)
    await userEvent.click(screen.getByRole('button', { name: 'Put the contact itself in the code (works offline)' }))
    const content = screen.getByLabelText('QR code content')
    // A text area shows line breaks as LF; the code keeps the vCard's CRLF (see qr-draft.test.ts).
    expect((content as HTMLTextAreaElement).value).toMatch(/^BEGIN:VCARD\nVERSION:3\.0\n[\s\S]*FN:Ada Lovelace\n/)
    expect(screen.getByLabelText('Error correction')).toHaveValue('H')
    expect(screen.getByText(/a phone saves it with no network/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Use the card’s address' }))
    expect(content).toHaveValue(cardAddress)
    expect(screen.getByLabelText('Error correction')).toHaveValue('Q')
  })

  it('loads lazily, as the card page mounts it', async () => {
    const LazyDesigner = lazy(() => import('../../../src/features/qr/components/qr-designer'))
    renderDesigner(
      <Suspense fallback={<p>Loading the designer…</p>}>
        <LazyDesigner data={cardAddress} />
      </Suspense>,
    )
    const form = await screen.findByRole('form', { name: 'QR code design' })
    expect(within(form).getByLabelText('QR code content')).toHaveValue(cardAddress)
  })
})
