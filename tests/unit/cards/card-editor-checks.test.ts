// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Card } from '../../../src/domain/card'
import { photoProblem } from '../../../src/features/cards/api/upload-card-photo'
import { checkDraft, draftOf, previewOf } from '../../../src/features/cards/card-draft'
import { fullCard } from './card-fixture'

const card: Card = {
  id: 'card-1',
  brand_id: 'brand-1',
  key: 'ada-lovelace',
  owner_user_id: null,
  given_name: 'Ada',
  family_name: 'Lovelace',
  prefix: '',
  suffix: '',
  job_title: 'Analyst',
  organisation: null,
  photo: null,
  phones: [{ type: 'work', number: '+44 20 7946 0958' }],
  emails: [{ type: 'work', address: 'ada@harbour.example' }],
  websites: [],
  address: null,
  socials: [],
  messengers: [],
  bio: '',
  published: false,
  colors: {},
  design: { layout: 'centred', photo_shape: 'circle', cover_color: null },
  cover: null,
  logo: null,
  cover_upload_id: null,
  logo_upload_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
}

describe("the card editor's checks", () => {
  it('passes a card as loaded, reading an empty organisation and address as none', () => {
    const checked = checkDraft(draftOf(card))
    expect(checked.ok).toBe(true)
    if (checked.ok) expect(checked.changes).toMatchObject({ organisation: null, address: null, colors: {} })
  })

  it('names each field that breaks a rule of the card schema, with its message', () => {
    const draft = draftOf(card)
    draft.key = 'Not a key!'
    draft.given_name = ''
    draft.family_name = ''
    draft.phones = [{ type: 'work', number: 'call me' }]
    draft.emails = [{ type: 'home', address: 'nowhere' }]
    draft.websites = [{ url: 'ftp://files.example', label: '' }]
    draft.colors = { primary: 'blue' }
    const checked = checkDraft(draft)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors).toEqual({
      key: 'may hold only letters a-z, digits and single hyphens between them, such as ada-lovelace',
      given_name: 'a card needs a given or a family name',
      'phones.0.number': 'may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958',
      'emails.0.address': 'must be an e-mail address such as name@example.com',
      'websites.0.url': 'must be an http(s) address such as https://example.com',
      'colors.primary': 'must be a hex colour such as #1a73e8',
    })
  })

  it("previews the brand's name for an empty organisation and the card's own colours over the brand's", () => {
    const draft = draftOf(card)
    draft.colors = { primary: '#aa0000', body_bg: 'not yet a colour' }
    const preview = previewOf(draft, { name: 'Harbour Lights', colors: fullCard.colors }, { photo: null, cover: null, logo: null })
    expect(preview.organisation).toBe('Harbour Lights')
    expect(preview.display_name).toBe('Ada Lovelace')
    expect(preview.colors.primary).toBe('#aa0000')
    expect(preview.colors.body_bg).toBe(fullCard.colors.body_bg)
  })

  it('refuses a photo that is not PNG or JPEG, or larger than 5 MiB, before sending it', () => {
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('The photo must be a PNG or JPEG image; this file is image/gif.')
    expect(photoProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('The photo must be at most 5 MiB; this file is 6.0 MiB.')
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
  })
})
