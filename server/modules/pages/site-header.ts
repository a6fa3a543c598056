import type { NavItem } from '../../../src/domain/site'
import { escapeHtml } from '../../html'
import { siteLogo, type SiteRecord } from '../sites/public'

const isExternal = (to: string) => /^https?:\/\//i.test(to)

/** A navigation link as the app's NavLink writes it: a plain link here, as the page has no router. */
function navLink(item: NavItem, className: string, currentPath: string): string {
  const href = escapeHtml(item.to)
  if (isExternal(item.to)) {
    return `<a class="${className}" href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.label)}<span class="mql-hidden"> (opens in a new tab)</span></a>`
  }
  return `<a class="${className}" href="${href}"${item.to === currentPath ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a>`
}

const menuIcon =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
const closeIcon =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'

/** The app's SiteHeader for a visitor: logo and name, the brand's navigation and Sign in; a menu below lg. */
export function siteHeaderMarkup(site: SiteRecord, logoWidth: number | null, currentPath: string): string {
  const { name, nav } = site.meta
  const logo = siteLogo(site)
  const signIn = '<a class="mql-account" href="/login">Sign in</a>'
  const items = nav.map((item) => `<li>${navLink(item, 'mql-link', currentPath)}</li>`).join('')
  return [
    '<a class="mql-skip" href="#main">Skip to content</a>',
    '<header class="mql-header"><div class="mql-bar">',
    `<a class="mql-home" href="/" aria-label="${escapeHtml(`${name} home`)}">`,
    logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(`${name} logo`)}"${logoWidth === null ? '' : ` width="${logoWidth}"`} height="40">` : '',
    `<span>${escapeHtml(name)}</span></a>`,
    `<nav class="mql-nav" aria-label="Main"><ul>${items}<li>${signIn}</li></ul></nav>`,
    `<button type="button" class="mql-menu-button" aria-label="Open menu" aria-expanded="false" aria-controls="mql-menu">${menuIcon}</button>`,
    '</div></header>',
    // The phone's menu: a modal dialog the page's script opens (src/landing-page/menu.ts).
    `<dialog id="mql-menu" class="mql-drawer" aria-labelledby="mql-menu-title">`,
    `<h2 id="mql-menu-title">${escapeHtml(name)}</h2>`,
    `<nav aria-label="Main"><ul>${[...nav, { label: 'Sign in', to: '/login' }].map((item) => `<li>${navLink(item, 'mql-link', currentPath)}</li>`).join('')}</ul></nav>`,
    `<button type="button" class="mql-close" aria-label="Close menu">${closeIcon}</button>`,
    '</dialog>',
  ].join('')
}
