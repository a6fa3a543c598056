/**
 * The addresses of the app's screens, as the router names them (`$name` for a part that varies, a
 * trailing `/` for a folder's index). The server answers an address that opens none of them, and
 * is no page of the site, with 404: the app's own "not found" screen, said in the status too.
 * Held to the router's own list by tests/unit/platform/app-addresses.test.ts.
 */
export const appScreenPaths = [
  '/', '/$url', '/auth', '/login', '/logout', '/contact', '/profile',
  '/appointments/$id', '/bookings/$bookingId', '/invitations/$token', '/invoice-links/$token', '/video/$id', '/vcard/$key',
  '/brands/', '/brands/$id', '/brands/$id/', '/brands/$id/admins', '/brands/$id/appointments', '/brands/$id/edit',
  '/brands/$id/leads', '/brands/$id/pages', '/brands/$id/videos',
  '/brands/$id/invoices/', '/brands/$id/invoices/$invoiceId', '/brands/$id/merch/', '/brands/$id/merch/$merchId',
  '/brands/$id/pay/', '/brands/$id/pay/$payId', '/brands/$id/projects/', '/brands/$id/projects/$projectId',
  '/brands/$id/sites/', '/brands/$id/sites/$siteId', '/brands/$id/vcards/', '/brands/$id/vcards/$vcardId',
  '/content/$id/$type',
  '/users/', '/users/$id', '/users/$id/', '/users/$id/brands', '/users/$id/edit', '/users/$id/events',
  '/users/$id/messages', '/users/$id/notifications',
] as const

// `/$url` is a content page's: whether one is there is the site's to say, not the pattern's.
const screenPatterns = appScreenPaths
  .filter((path) => path !== '/$url')
  .map((path) => new RegExp(`^${path.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+')}/?$`))

/** Whether an address's path opens one of the app's screens (other than a content page). */
export function isAppScreenPath(pathname: string): boolean {
  return screenPatterns.some((pattern) => pattern.test(pathname))
}
