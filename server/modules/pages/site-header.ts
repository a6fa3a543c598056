import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { sayWith, type Translator } from '../../i18n/translator'
import type { NavItem } from '../../../src/domain/site'
import { escapeHtml } from '../../html'
import { siteLogo, type SiteRecord } from '../sites/public'

const isExternal = (to: string) => /^https?:\/\//i.test(to)

const words = defineMessages({
  newTab: { id: 'sitePage.newTab', defaultMessage: '(opens in a new tab)' },
  signIn: { id: 'sitePage.signIn', defaultMessage: 'Sign in' },
  skip: { id: 'sitePage.skipToContent', defaultMessage: 'Skip to content' },
  home: { id: 'sitePage.home', defaultMessage: '{site} home' },
  logo: { id: 'sitePage.logo', defaultMessage: '{site} logo' },
  main: { id: 'sitePage.mainNavigation', defaultMessage: 'Main' },
  openMenu: { id: 'sitePage.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'sitePage.closeMenu', defaultMessage: 'Close menu' },
})

/** A navigation link as the app's NavLink writes it: a plain link here, as the page has no router. */
function navLink(item: NavItem, className: string, currentPath: string, t: Translator): string {
  const href = escapeHtml(item.to)
  if (isExternal(item.to)) {
    return `<a class="${className}" href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.label)}<span class="mql-hidden"> ${escapeHtml(sayWith(t)(words.newTab))}</span></a>`
  }
  return `<a class="${className}" href="${href}"${item.to === currentPath ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a>`
}

const menuIcon =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
const closeIcon =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'

/** The app's SiteHeader for a visitor: logo and name, the brand's navigation and Sign in; a menu below lg. */
export function siteHeaderMarkup(site: SiteRecord, logoWidth: number | null, currentPath: string, t: Translator): string {
  const { name, nav } = site.meta
  const say = (descriptor: MessageDescriptor) => escapeHtml(sayWith(t)(descriptor, { site: name }))
  const logo = siteLogo(site)
  const signIn = `<a class="mql-account" href="/login">${say(words.signIn)}</a>`
  const items = nav.map((item) => `<li>${navLink(item, 'mql-link', currentPath, t)}</li>`).join('')
  return [
    `<a class="mql-skip" href="#main">${say(words.skip)}</a>`,
    '<header class="mql-header"><div class="mql-bar">',
    `<a class="mql-home" href="/" aria-label="${say(words.home)}">`,
    logo ? `<img src="${escapeHtml(logo)}" alt="${say(words.logo)}"${logoWidth === null ? '' : ` width="${logoWidth}"`} height="40">` : '',
    `<span>${escapeHtml(name)}</span></a>`,
    `<nav class="mql-nav" aria-label="${say(words.main)}"><ul>${items}<li>${signIn}</li></ul></nav>`,
    `<button type="button" class="mql-menu-button" aria-label="${say(words.openMenu)}" aria-expanded="false" aria-controls="mql-menu">${menuIcon}</button>`,
    '</div></header>',
    // The phone's menu: a modal dialog the page's script opens (src/landing-page/menu.ts).
    `<dialog id="mql-menu" class="mql-drawer" aria-labelledby="mql-menu-title">`,
    `<h2 id="mql-menu-title">${escapeHtml(name)}</h2>`,
    `<nav aria-label="${say(words.main)}"><ul>${[...nav, { label: sayWith(t)(words.signIn), to: '/login' }].map((item) => `<li>${navLink(item, 'mql-link', currentPath, t)}</li>`).join('')}</ul></nav>`,
    `<button type="button" class="mql-close" aria-label="${say(words.closeMenu)}">${closeIcon}</button>`,
    '</dialog>',
  ].join('')
}
