import type { VcardInput } from '../../../src/domain/vcard-file'

/** A card's contact as the QR designer is handed it: a name, a work phone and e-mail, nothing more. */
export const plainContact: VcardInput = {
  given_name: 'Ada',
  family_name: 'Lovelace',
  prefix: '',
  suffix: '',
  job_title: 'Analyst',
  organisation: 'Brand A',
  phones: [{ type: 'work', number: '+44 20 7946 0958' }],
  emails: [{ type: 'work', address: 'ada@brand-a.test' }],
  websites: [],
  address: null,
  socials: [],
  bio: '',
}
