import type { PublicCard } from '../../../src/domain/card'
import { fullCardFields } from '../../support/card-fixtures'
import { brandColors } from '../app-shell/fixtures'

/** A card with every field filled, as GET /api/vcards/{key} answers it. */
export const fullCard: PublicCard = {
  ...fullCardFields,
  display_name: 'Dr. Ada Lovelace FRS',
  photo: '/uploads/77777777-7777-4777-8777-777777777777',
  design: { layout: 'centred', photo_shape: 'circle', cover_color: null },
  cover: null,
  logo: null,
  colors: brandColors,
  brand: { name: 'Harbour Lights', slug: 'harbour', logo: null },
  vcard_url: '/api/vcards/ada-lovelace/vcard.vcf',
  booking_url: null,
  updated_at: '2026-11-20T10:00:00.000Z',
}
