// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emailSignature } from '../../../src/features/cards/email-signature'

const card = {
  key: 'ana',
  prefix: '',
  given_name: 'Ana <script>alert(1)</script>',
  family_name: 'Ruiz',
  suffix: '',
  job_title: 'Designer & "maker"',
  organisation: null,
  phones: [{ type: 'work' as const, number: '+44 20 7946 0001' }],
  emails: [{ type: 'work' as const, address: 'ana@example.org' }],
  websites: [{ url: 'https://example.org/a?b=1&c=2', label: '' }],
  photo: '/uploads/photo-1',
}

describe('the e-mail signature of a card', () => {
  const signature = emailSignature(card, { origin: 'https://cards.example', organisation: 'Northwind', colour: '#1d4ed8' })

  it('escapes every text and address, and holds no script, style element, class or data: image', () => {
    expect(signature.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; Ruiz')
    expect(signature.html).toContain('Designer &amp; &quot;maker&quot; · Northwind')
    expect(signature.html).toContain('href="https://example.org/a?b=1&amp;c=2"')
    expect(signature.html).not.toMatch(/<script|<style|class=|data:/i)
  })

  it('opens the card with the signature marker from its link and its QR code, and shows the photo at its full address', () => {
    expect(signature.html).toContain('href="https://cards.example/vcard/ana?src=signature"')
    expect(signature.html).toContain('src="https://cards.example/api/vcards/ana/qr.png?src=signature"')
    expect(signature.html).toContain('src="https://cards.example/uploads/photo-1"')
    expect(signature.html).toContain('href="tel:+442079460001"')
    expect(signature.text.split('\n').at(-1)).toBe('My digital card: https://cards.example/vcard/ana?src=signature')
  })

  it('draws links in black when the brand colour would not read on white', () => {
    const pale = emailSignature(card, { origin: 'https://cards.example', organisation: 'Northwind', colour: '#fde68a' })
    expect(pale.html).not.toContain('#fde68a')
    expect(pale.html).toContain('color:#000000')
  })
})
