import { brandActionTable } from '../../src/domain/brand-roles'

/** What can be done with a brand's guestbook: its editors and admins sign it, its plain members do not. */
export const guestbookActions = brandActionTable({
  'sign-guestbook': { roles: ['owner', 'admin', 'editor'], words: { id: 'roles.action.signGuestbook', defaultMessage: "sign this brand's guestbook" } },
})

declare module '../../src/domain/brand-roles' {
  interface BrandActionTables {
    guestbook: typeof guestbookActions
  }
}
