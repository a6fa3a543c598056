import type { BrandProfileUpdate } from '../../../src/domain/brand-profile'
import type { CardCreate } from '../../../src/domain/card'
import type { CardAddress } from '../../../src/domain/contact-details'

type Portrait = { background: [string, string]; skin: string; hair: string; shirt: string; collar: string; hairStyle: 'short' | 'long' }

/** An illustrated portrait: enough of a face to look like a person's photo on a card. */
function portraitSvg(p: Portrait) {
  const hair =
    p.hairStyle === 'long'
      ? `<path d="M150 250c-6-96 40-160 106-160s114 62 108 160l10 150h-56l-8-96h-108l-8 96h-56z" fill="${p.hair}"/>`
      : `<path d="M160 232c-8-84 36-138 98-138s102 50 94 134c-18-42-52-62-96-62s-78 24-96 66z" fill="${p.hair}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.background[0]}"/>
      <stop offset="1" stop-color="${p.background[1]}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.35" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <rect width="512" height="512" fill="url(#light)"/>
  ${p.hairStyle === 'long' ? hair : ''}
  <path d="M76 512c8-104 78-160 180-160s172 56 180 160z" fill="${p.shirt}"/>
  <path d="M206 352l50 64 50-64z" fill="${p.collar}"/>
  <rect x="222" y="300" width="68" height="70" rx="30" fill="${p.skin}"/>
  <ellipse cx="256" cy="236" rx="92" ry="108" fill="${p.skin}"/>
  <ellipse cx="164" cy="246" rx="16" ry="24" fill="${p.skin}"/>
  <ellipse cx="348" cy="246" rx="16" ry="24" fill="${p.skin}"/>
  ${p.hairStyle === 'short' ? hair : `<path d="M166 214c10-58 46-92 92-92s82 32 92 92c-30-34-60-48-92-48s-62 14-92 48z" fill="${p.hair}"/>`}
  <ellipse cx="222" cy="238" rx="10" ry="12" fill="#1f2937"/>
  <ellipse cx="290" cy="238" rx="10" ry="12" fill="#1f2937"/>
  <path d="M206 214q16-10 32 0M274 214q16-10 32 0" stroke="#3f2a1d" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M252 250q-8 26 4 30" stroke="#9a6b4f" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M224 296q32 24 64 0" stroke="#8b3a3a" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`
}

/** The brand's plain member, who signs in with this address and owns a draft card of their own. */
export type DemoMember = { name: string; email: string; job_title: string }

export type DemoCard = { brandSlug: string; photoSvg: string; card: CardCreate; profile: BrandProfileUpdate; member: DemoMember }

type DemoPerson = Omit<CardCreate, 'key' | 'address' | 'published'>

/**
 * A brand's published demo card with key "demo". The brand's profile gives the same address as the
 * card, and the card's work phone as the brand's phone.
 */
function demoCard(
  brandSlug: string,
  portrait: Portrait,
  person: DemoPerson,
  office: { workPhone: string; address: CardAddress },
  profile: Omit<BrandProfileUpdate, 'address' | 'phone'>,
  member: DemoMember,
): DemoCard {
  const { workPhone, address } = office
  const phones = [{ type: 'work' as const, number: workPhone }, ...(person.phones ?? [])]
  return {
    brandSlug,
    photoSvg: portraitSvg(portrait),
    card: { key: 'demo', ...person, phones, address, published: true },
    profile: { ...profile, phone: workPhone, address },
    member,
  }
}

/** One published card with key "demo" per demo brand, owned by ADMIN_EMAIL, and the brand's member with a draft card. */
export const demoCards: DemoCard[] = [
  demoCard(
    'northwind',
    { background: ['#bfdbfe', '#1d4ed8'], skin: '#8d5a3b', hair: '#1c1917', shirt: '#1e3a8a', collar: '#f8fafc', hairStyle: 'long' },
    {
      given_name: 'Maya',
      family_name: 'Okafor',
      job_title: 'Head of Client Success',
      phones: [{ type: 'mobile', number: '+44 7700 900123' }],
      emails: [{ type: 'work', address: 'maya.okafor@northwind.example' }],
      websites: [{ url: 'https://northwind.example/', label: 'Northwind Studio' }],
      socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/maya-okafor-demo' }],
      bio: 'I help teams roll out digital business cards, from the first QR code to the hundredth lead.',
    },
    { workPhone: '+44 20 7946 0958', address: { street: '12 Harbour Street', locality: 'Bristol', region: '', postal_code: 'BS1 4RN', country: 'United Kingdom' } },
    {
      about: 'Northwind Studio gives every member of your team a digital business card that opens on any phone, even offline.',
      email: 'hello@northwind.example',
      website: 'https://northwind.example/',
    },
    { name: 'Sam Rivera', email: 'sam.rivera@northwind.example', job_title: 'Designer' },
  ),
  demoCard(
    'ember-oak',
    { background: ['#fed7aa', '#9a3412'], skin: '#e0ac85', hair: '#5b3a1e', shirt: '#44403c', collar: '#fef3e2', hairStyle: 'short' },
    {
      given_name: 'Tomás',
      family_name: 'Ferreira',
      job_title: 'Master carpenter & founder',
      phones: [{ type: 'mobile', number: '+44 7700 900456' }],
      emails: [
        { type: 'work', address: 'tomas@ember-oak.example' },
        { type: 'home', address: 'tomas.ferreira@mail.example' },
      ],
      websites: [{ url: 'https://ember-oak.example/catalogue', label: 'Our catalogue' }],
      socials: [
        { network: 'instagram', url: 'https://www.instagram.com/ember.oak.demo' },
        { network: 'youtube', url: 'https://www.youtube.com/@emberoakdemo' },
      ],
      bio: 'Tables, chairs and shelves from reclaimed oak, made to order in our workshop.\nVisits by appointment.',
    },
    {
      workPhone: '+44 1234 567890',
      address: { street: 'The Old Sawmill, Mill Lane', locality: 'Hebden Bridge', region: 'West Yorkshire', postal_code: 'HX7 8AD', country: 'United Kingdom' },
    },
    {
      about: 'Ember & Oak builds tables, chairs and shelves from reclaimed oak in a small workshop.',
      email: 'workshop@ember-oak.example',
      website: 'https://ember-oak.example/',
    },
    { name: 'Inês Duarte', email: 'ines.duarte@ember-oak.example', job_title: 'Workshop assistant' },
  ),
]
