import type { MeResponse } from '../../../src/domain/session'
import type { SiteColors, SiteResponse } from '../../../src/domain/site'
import type { Workspace } from '../../../src/domain/workspace'

/** A brand's eight colours, every text colour readable on its background. */
export const brandColors: SiteColors = {
  body_bg: '#ffffff',
  body_color: '#111827',
  bg: '#0f172a',
  color: '#f8fafc',
  primary: '#0e7490',
  on_primary: '#ffffff',
  link_color: '#7dd3fc',
  body_link_color: '#0e7490',
}

export const siteId = '11111111-1111-4111-8111-111111111111'

export const brandFixture: SiteResponse = {
  site: {
    id: siteId,
    name: 'Harbour Lights',
    brand_id: '22222222-2222-4222-8222-222222222222',
    meta: {
      name: 'Harbour Lights',
      locale: 'en',
      locales: ['en'],
      index_page: '/',
      home_page: '/profile',
      nav: [
        { label: 'Home', to: '/' },
        { label: 'Contact', to: '/contact' },
      ],
      colors: brandColors,
      landing: {
        content_1: { ops: [{ insert: 'Lights for every harbour' }, { insert: '\n', attributes: { header: 1 } }] },
        content_2: { ops: [{ insert: 'Made by hand on the coast.\n' }] },
        pricing: { ops: [{ insert: 'Lamps from £40\n' }] },
      },
    },
  },
  logo: '/uploads/33333333-3333-4333-8333-333333333333',
}

export const meFixture: MeResponse = {
  id: '44444444-4444-4444-8444-444444444444',
  type: 'member',
  site_id: siteId,
  user: { id: '55555555-5555-4555-8555-555555555555', email: 'ada@example.com', name: 'Ada', image: null, bio: 'Lamp maker', locale: null },
}

/** The signed-in person's workspace (GET /api/workspace), with a role in the fixture site's brand. */
export function workspaceFixture(role: Workspace['brands'][number]['role'] = 'owner'): Workspace {
  return {
    user: { id: meFixture.user.id, name: meFixture.user.name, email: meFixture.user.email },
    site_role: meFixture.type,
    brands: [{ id: brandFixture.site.brand_id, name: brandFixture.site.meta.name, slug: 'harbour-lights', role, here: true }],
    cards: [],
    unread: { messages: 0, notifications: 0 },
    attention: [],
  }
}

/** A JSON answer as the server sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

/** An error answer as the server gives it: `field` names the input it is about, as the server's error handler does. */
export function apiError(message: string, status: number, options: { field?: string; headers?: Record<string, string> } = {}) {
  return json({ status: 'error', message, ...(options.field ? { field: options.field } : {}) }, status, options.headers)
}

/** Removes every cookie jsdom holds for the page. */
export function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
}
