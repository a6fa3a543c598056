import { contactWith } from '../../support/card-fixtures'

/** A card's contact as the QR designer is handed it: a name, a work phone and e-mail, nothing more. */
export const plainContact = contactWith({
  job_title: 'Analyst',
  organisation: 'Brand A',
  phones: [{ type: 'work', number: '+44 20 7946 0958' }],
  emails: [{ type: 'work', address: 'ada@brand-a.test' }],
})
