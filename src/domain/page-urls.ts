import { slugPattern } from './slug'

/**
 * The first segments of the app's own addresses, and of the files every site serves: never a
 * content page's address. Written without zod, so the service worker can read it too.
 */
export const reservedPageUrls = [
  'admin', 'api', 'app', 'appointments', 'assets', 'auth', 'brands', 'contact', 'content', 'edit',
  'icons', 'index', 'invitations', 'login', 'logout', 'manifest', 'new', 'offline', 'profile',
  'robots', 'settings', 'sitemap', 'static', 'sw', 'uploads', 'users', 'vcard', 'video', 'workbox',
] as const

/** Whether an address's path may be a content page of the site: one segment, a page's spelling, not the app's. */
export function isContentPagePath(pathname: string): boolean {
  const segment = pathname.slice(1)
  return pathname.startsWith('/') && segment.length <= 64 && slugPattern.test(segment) && !(reservedPageUrls as readonly string[]).includes(segment)
}
