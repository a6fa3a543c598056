import { defineMessages } from '@formatjs/intl'
import type { ActionWords, BrandRole } from '../../src/domain/brand-roles'
import { forbidden, said, type HttpError } from '../http-error'

/** A role's name in a refusal, and the refusal's common words. */
export const refusalWords = defineMessages({
  roleMayNot: {
    id: 'errors.access.roleMayNot',
    defaultMessage: 'Your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {operator}}) may not {action}',
  },
  notMember: { id: 'errors.access.notMember', defaultMessage: 'You are not a member of this brand; ask one of its owners or admins for an invitation' },
})

/** "Your role in this brand (editor) may not change this brand's owners", in the requester's language. */
export const roleMayNot = (role: BrandRole | 'operator', action: ActionWords): HttpError => forbidden(said(refusalWords.roleMayNot, { role, action }))
