import type { CardContact } from '../../src/domain/card'
import type { VcardInput } from '../../src/domain/vcard-file'

/**
 * A card with every field a person fills in filled, more than one of each kind: what an editor sends
 * and what a card page shows, so one card serves the API's and the app's tests.
 */
export const fullCardFields: CardContact & { key: string } = {
  key: 'ada-lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  prefix: 'Dr.',
  suffix: 'FRS',
  job_title: 'Analyst of engines',
  organisation: 'Harbour Lights',
  phones: [{ type: 'work', number: '+44 (20) 7946-0958' }, { type: 'mobile', number: '07700 900123' }],
  emails: [{ type: 'work', address: 'ada@harbour.example' }, { type: 'home', address: 'ada@home.example' }],
  websites: [{ url: 'https://harbour.example/ada', label: 'My notes' }, { url: 'https://engines.example/', label: '' }],
  address: { street: '12 Harbour Street', locality: 'Bristol', region: '', postal_code: 'BS1 4RN', country: 'United Kingdom' },
  socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/ada' }, { network: 'github', url: 'https://github.com/ada' }],
  messengers: [{ app: 'whatsapp', handle: '+44 7700 900123' }, { app: 'telegram', handle: 'ada_lovelace' }],
  bio: 'First programmer.\nPoet of science.',
}

/** A contact that has only a name; a test gives the fields it is about. */
export function contactWith(fields: Partial<VcardInput> = {}): VcardInput {
  return {
    given_name: 'Ada', family_name: 'Lovelace', prefix: '', suffix: '', job_title: '', organisation: '',
    phones: [], emails: [], websites: [], address: null, socials: [], messengers: [], bio: '',
    ...fields,
  }
}
