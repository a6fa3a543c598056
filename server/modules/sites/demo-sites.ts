import type { Landing, NavItem, SiteColors, SiteMeta } from '../../../src/domain/site'
import { type Locale, locales } from '../../../src/i18n/locales'

type Op = { insert: string; attributes?: Record<string, unknown> }
const line = (text: string, attributes?: Record<string, unknown>): Op[] => [
  { insert: text },
  attributes ? { insert: '\n', attributes } : { insert: '\n' },
]
const heading = (text: string, header: number) => line(text, { header })
const list = (kind: 'bullet' | 'ordered', ...items: string[]) => items.flatMap((item) => line(item, { list: kind }))
/** A landing block: its lines and runs of text in reading order. */
const block = (...parts: (Op | Op[])[]) => ({ ops: parts.flat() })

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
function demoSite(
  brand: DemoSite['brand'],
  host: { hostname: string; logoSvg: DemoSite['logoSvg'] },
  site: { nav: NavItem[]; colors: SiteColors; landing: Landing; locale: Locale },
): DemoSite {
  // Both demo sites speak every language; a browser asking for none of them gets the site's default.
  const meta: SiteMeta = { name: brand.name, index_page: '/', home_page: '/profile', nav: site.nav, colors: site.colors, landing: site.landing, locale: site.locale, locales: [...locales] }
  return { brand, hostnames: [host.hostname], logoSvg: host.logoSvg, meta }
}

export const demoSites: DemoSite[] = [
  demoSite({ name: 'Northwind Studio', slug: 'northwind' }, { hostname: 'localhost', logoSvg: 'northwind' }, {
    locale: 'en',
    nav: [
      { label: 'Home', to: '/' },
      { label: 'Our card', to: '/vcard/demo' },
      { label: 'Brands', to: '/brands' },
      { label: 'Contact', to: '/contact' },
    ],
    colors: demoColors({ bg: '#f8fafc', text: '#0f172a', link: '#1e40af' }, { bg: '#ffffff', text: '#1e293b' }, '#1d4ed8'),
    landing: {
      content_1: block(
        heading('Business cards that travel with you', 1),
        { insert: 'Northwind Studio gives every member of your team a ' },
        { insert: 'digital business card', attributes: { bold: true } },
        { insert: ' that opens on any phone, even offline.' },
        { insert: '\n' },
        list('bullet', 'Share with a QR code at fairs and meetings', 'Save straight to the phone\'s contacts', 'Capture leads and follow up the same day'),
      ),
      content_2: block(
        heading('How it works', 2),
        list('ordered', 'Create your brand and invite your team', 'Publish a card for each person', 'Share the link or the QR code'),
        { insert: 'Read more on ' },
        { insert: 'our blog', attributes: { link: 'https://example.com/northwind/blog' } },
        { insert: ' or ' },
        { insert: 'write to us', attributes: { link: 'mailto:hello@northwind.example' } },
        { insert: '.\n' },
      ),
      pricing: block(
        heading('Pricing', 2),
        heading('Starter', 3),
        list('bullet', 'Up to 5 cards, QR codes and contact saves — free'),
        heading('Team', 3),
        list('bullet', 'Unlimited cards, lead capture and analytics — €9 per person a month'),
      ),
    },
  }),
  demoSite({ name: 'Ember & Oak', slug: 'ember-oak' }, { hostname: '127.0.0.1', logoSvg: 'ember' }, {
    locale: 'en',
    nav: [
      { label: 'Welcome', to: '/' },
      { label: 'Meet us', to: '/vcard/demo' },
      { label: 'Contact', to: '/contact' },
    ],
    colors: demoColors({ bg: '#fffbf5', text: '#292524', link: '#7c2d12' }, { bg: '#fef3e2', text: '#44403c' }, '#9a3412'),
    landing: {
      content_1: block(
        heading('Handmade furniture, made to order', 1),
        { insert: 'Ember & Oak builds tables, chairs and shelves from ' },
        { insert: 'reclaimed oak', attributes: { italic: true } },
        { insert: ' in a small workshop.' },
        { insert: '\n' },
        list('bullet', 'Solid wood, no veneers', 'Finished with natural oils'),
      ),
      content_2: block(
        heading('Visit the workshop', 2),
        { insert: 'Book a visit by ' },
        { insert: 'phone', attributes: { link: 'tel:+441234567890' } },
        { insert: ' or see ' },
        { insert: 'our catalogue', attributes: { link: 'https://example.com/ember-oak/catalogue' } },
        { insert: '.\n' },
      ),
      pricing: block(heading('Prices', 2), list('bullet', 'Side table from £240', 'Dining table from £1,200', 'Bookshelf from £680')),
    },
  }),
]
