// What other modules may use of the sessions module.
export { checkCode, codeError, codeRules, hourAgo, issueCode, lockFor, type CodeRefusal } from './one-time-code'
export { guestRequests, roles, sessions, users } from './schema'
export { findOrCreateUser, toUser, type UserRow } from './user-accounts'
