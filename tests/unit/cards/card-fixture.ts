import type { PublicCard } from '../../../src/domain/card'
import { brandColors } from '../app-shell/fixtures'

/** A card with every field filled, as GET /api/vcards/{key} answers it. */
export const fullCard: PublicCard = {
  key: 'ada-lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  prefix: 'Dr.',
  suffix: 'FRS',
  display_name: 'Dr. Ada Lovelace FRS',
  job_title: 'Analyst of engines',
  organisation: 'Harbour Lights',
  photo: '/uploads/77777777-7777-4777-8777-777777777777',
  phones: [
    { type: 'work', number: '+44 (20) 7946-0958' },
    { type: 'mobile', number: '07700 900123' },
  ],
  emails: [
    { type: 'work', address: 'ada@harbour.example' },
    { type: 'home', address: 'ada@home.example' },
  ],
  websites: [
    { url: 'https://harbour.example/ada', label: 'My notes' },
    { url: 'https://engines.example/', label: '' },
  ],
  address: { street: '12 Harbour Street', locality: 'Bristol', region: '', postal_code: 'BS1 4RN', country: 'United Kingdom' },
  socials: [
    { network: 'linkedin', url: 'https://www.linkedin.com/in/ada' },
    { network: 'github', url: 'https://github.com/ada' },
  ],
  bio: 'First programmer.\nPoet of science.',
  colors: brandColors,
  brand: { name: 'Harbour Lights', slug: 'harbour', logo: null },
  vcard_url: '/api/vcards/ada-lovelace/vcard.vcf',
  updated_at: '2026-11-20T10:00:00.000Z',
}
