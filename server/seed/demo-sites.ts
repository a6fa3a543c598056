import type { Landing, NavItem, SiteColors, SiteMeta } from '../../src/domain/site'

type Op = { insert: string; attributes?: Record<string, unknown> }
const line = (text: string, attributes?: Record<string, unknown>): Op[] => [
  { insert: text },
  attributes ? { insert: '\n', attributes } : { insert: '\n' },
]

export type DemoSite = {
  brand: { name: string; slug: string }
  hostnames: string[]
  logoSvg: 'northwind' | 'ember'
  meta: SiteMeta
}

/** A demo brand's eight colours: links on the card take the primary colour, and white reads on it. */
function demoColors(page: { bg: string; text: string; link: string }, card: { bg: string; text: string }, primary: string): SiteColors {
  return { body_bg: page.bg, body_color: page.text, bg: card.bg, color: card.text, primary, on_primary: '#ffffff', link_color: primary, body_link_color: page.link }
}

/** A demo site: the brand and its site share one name, the landing is "/" and a member's home is their profile. */
function demoSite(brand: DemoSite['brand'], host: { hostname: string; logoSvg: DemoSite['logoSvg'] }, site: { nav: NavItem[]; colors: SiteColors; landing: Landing }): DemoSite {
  const meta: SiteMeta = { name: brand.name, index_page: '/', home_page: '/profile', nav: site.nav, colors: site.colors, landing: site.landing }
  return { brand, hostnames: [host.hostname], logoSvg: host.logoSvg, meta }
}

export const demoSites: DemoSite[] = [
  demoSite({ name: 'Northwind Studio', slug: 'northwind' }, { hostname: 'localhost', logoSvg: 'northwind' }, {
    nav: [
      { label: 'Home', to: '/' },
      { label: 'Our card', to: '/vcard/demo' },
      { label: 'Brands', to: '/brands' },
      { label: 'Contact', to: '/contact' },
    ],
    colors: demoColors({ bg: '#f8fafc', text: '#0f172a', link: '#1e40af' }, { bg: '#ffffff', text: '#1e293b' }, '#1d4ed8'),
    landing: {
      content_1: {
        ops: [
          ...line('Business cards that travel with you', { header: 1 }),
          { insert: 'Northwind Studio gives every member of your team a ' },
          { insert: 'digital business card', attributes: { bold: true } },
          { insert: ' that opens on any phone, even offline.' },
          { insert: '\n' },
          ...line('Share with a QR code at fairs and meetings', { list: 'bullet' }),
          ...line('Save straight to the phone\'s contacts', { list: 'bullet' }),
          ...line('Capture leads and follow up the same day', { list: 'bullet' }),
        ],
      },
      content_2: {
        ops: [
          ...line('How it works', { header: 2 }),
          ...line('Create your brand and invite your team', { list: 'ordered' }),
          ...line('Publish a card for each person', { list: 'ordered' }),
          ...line('Share the link or the QR code', { list: 'ordered' }),
          { insert: 'Read more on ' },
          { insert: 'our blog', attributes: { link: 'https://example.com/northwind/blog' } },
          { insert: ' or ' },
          { insert: 'write to us', attributes: { link: 'mailto:hello@northwind.example' } },
          { insert: '.\n' },
        ],
      },
      pricing: {
        ops: [
          ...line('Pricing', { header: 2 }),
          ...line('Starter', { header: 3 }),
          ...line('Up to 5 cards, QR codes and contact saves — free', { list: 'bullet' }),
          ...line('Team', { header: 3 }),
          ...line('Unlimited cards, lead capture and analytics — €9 per person a month', { list: 'bullet' }),
        ],
      },
    },
  }),
  demoSite({ name: 'Ember & Oak', slug: 'ember-oak' }, { hostname: '127.0.0.1', logoSvg: 'ember' }, {
    nav: [
      { label: 'Welcome', to: '/' },
      { label: 'Meet us', to: '/vcard/demo' },
      { label: 'Contact', to: '/contact' },
    ],
    colors: demoColors({ bg: '#fffbf5', text: '#292524', link: '#7c2d12' }, { bg: '#fef3e2', text: '#44403c' }, '#9a3412'),
    landing: {
      content_1: {
        ops: [
          ...line('Handmade furniture, made to order', { header: 1 }),
          { insert: 'Ember & Oak builds tables, chairs and shelves from ' },
          { insert: 'reclaimed oak', attributes: { italic: true } },
          { insert: ' in a small workshop.' },
          { insert: '\n' },
          ...line('Solid wood, no veneers', { list: 'bullet' }),
          ...line('Finished with natural oils', { list: 'bullet' }),
        ],
      },
      content_2: {
        ops: [
          ...line('Visit the workshop', { header: 2 }),
          { insert: 'Book a visit by ' },
          { insert: 'phone', attributes: { link: 'tel:+441234567890' } },
          { insert: ' or see ' },
          { insert: 'our catalogue', attributes: { link: 'https://example.com/ember-oak/catalogue' } },
          { insert: '.\n' },
        ],
      },
      pricing: {
        ops: [
          ...line('Prices', { header: 2 }),
          ...line('Side table from £240', { list: 'bullet' }),
          ...line('Dining table from £1,200', { list: 'bullet' }),
          ...line('Bookshelf from £680', { list: 'bullet' }),
        ],
      },
    },
  }),
]
