// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardIconRow, cardIconSvg, isSafeHref, networkOfUrl } from '../../../src/domain/card-icon-row'

const empty = { display_name: 'Ana Ruiz', phones: [], emails: [], websites: [], address: null, socials: [], messengers: [] }

/** The icon row of Ana Ruiz's card with only these contacts. */
const rowWith = (contacts: Partial<Parameters<typeof cardIconRow>[0]>) => cardIconRow({ ...empty, ...contacts })

describe('the card\'s icon row', () => {
  it('turns each kind of contact into its link and accessible name', () => {
    const row = rowWith({
      phones: [
        { type: 'work', number: '+34 91 123 45 67' },
        { type: 'mobile', number: '+34 612 34 56 78' },
      ],
      emails: [{ type: 'work', address: 'ana@ruiz.example' }],
      websites: [{ url: 'https://ruiz.example', label: '' }],
      address: { street: 'Calle Mayor 1', locality: 'Madrid', region: '', postal_code: '28013', country: 'Spain' },
      messengers: [
        { app: 'whatsapp', handle: '+34 612 34 56 78' },
        { app: 'signal', handle: '+34 612-345-678' },
        { app: 'telegram', handle: 'ana_ruiz' },
      ],
    })
    expect(row.map(({ kind, href, label, external }) => ({ kind, href, label, external }))).toEqual([
      { kind: 'call', href: 'tel:+34911234567', label: 'Call Ana Ruiz', external: false },
      // A text goes to the mobile number, not the first one.
      { kind: 'text', href: 'sms:+34612345678', label: 'Send a text to Ana Ruiz', external: false },
      { kind: 'email', href: 'mailto:ana@ruiz.example', label: 'E-mail Ana Ruiz', external: false },
      { kind: 'website', href: 'https://ruiz.example', label: 'Website', external: true },
      { kind: 'map', href: 'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid%2C%2028013%2C%20Spain', label: 'Map: Calle Mayor 1, Madrid, 28013, Spain', external: true },
      { kind: 'whatsapp', href: 'https://wa.me/34612345678', label: 'WhatsApp', external: true },
      { kind: 'signal', href: 'https://signal.me/#p/+34612345678', label: 'Signal', external: true },
      { kind: 'telegram', href: 'https://t.me/ana_ruiz', label: 'Telegram', external: true },
    ])
  })

  it('recognises social profiles by their host, whatever network was chosen, and gives others the generic link icon', () => {
    const row = rowWith({
      socials: [
        { network: 'other', url: 'https://www.instagram.com/ana' },
        { network: 'other', url: 'https://twitter.com/ana' },
        { network: 'x', url: 'https://x.com/ana' },
        { network: 'youtube', url: 'https://youtu.be/abc' },
        { network: 'other', url: 'https://ana.example/blog' },
      ],
    })
    expect(row.map((action) => action.label)).toEqual(['Instagram', 'X', 'X', 'YouTube', 'Profile'])
    expect(row[0]!.icon.paint).toBe('fill')
    expect(row[1]!.icon).toEqual(row[2]!.icon)
    expect(row[4]!.icon.paint).toBe('stroke')
    expect(networkOfUrl('https://evil-instagram.com/ana')).toBeNull()
    expect(networkOfUrl('https://m.facebook.com/ana')).toBe('facebook')
    expect(networkOfUrl('not a url')).toBeNull()
  })

  it('never makes a link of javascript:, data: or a malformed address', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'https://', 'http://localhost', 'not a url', 'https://a.example/" onclick="x', 'mailto:']) {
      expect(isSafeHref(href), href).toBe(false)
    }
    const row = rowWith({
      websites: [{ url: 'javascript:alert(1)', label: 'Click' }],
      socials: [
        { network: 'github', url: 'data:text/html,hi' },
        { network: 'x', url: 'https://x.com/ana"><script>' },
      ],
    })
    expect(row).toEqual([])
  })

  it('draws nothing for a card with no contact, and each icon as SVG hidden from screen readers', () => {
    expect(cardIconRow(empty)).toEqual([])
    const [call] = rowWith({ phones: [{ type: 'work', number: '123' }] })
    const svg = cardIconSvg(call!.icon)
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>/)
    expect(svg).toMatch(/stroke="currentColor"/)
    expect(svg).not.toMatch(/<svg[\s\S]*<svg/)
  })
})
