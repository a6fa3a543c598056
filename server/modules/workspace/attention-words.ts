import { defineMessages } from '@formatjs/intl'

/** What waits for the person on their dashboard, in their language (the request's). */
export const attentionWords = defineMessages({
  'unread-messages': { id: 'dashboard.attention.unreadMessages', defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' },
  'unread-notifications': { id: 'dashboard.attention.unreadNotifications', defaultMessage: '{count, plural, one {# unread notification} other {# unread notifications}}' },
  'draft-cards': { id: 'dashboard.attention.draftCards', defaultMessage: '{count, plural, one {# card is a draft} other {# cards are drafts}} that visitors cannot see' },
  'pending-invitations': { id: 'dashboard.attention.pendingInvitations', defaultMessage: '{count, plural, one {# invitation waits} other {# invitations wait}} to be accepted' },
  'unverified-hosts': { id: 'dashboard.attention.unverifiedHosts', defaultMessage: '{count, plural, one {# host name is} other {# host names are}} not verified yet' },
  'overdue-invoices': { id: 'dashboard.attention.overdueInvoices', defaultMessage: '{count, plural, one {# invoice is} other {# invoices are}} overdue' },
  'no-card': { id: 'dashboard.attention.noCard', defaultMessage: 'You have no card of {brand} yet' },
})
