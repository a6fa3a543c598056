// What other modules may use of the sessions module.
export { codeError, codeRules, hourAgo, issueCode, lockFor, spendCode, type CodeRefusal } from './one-time-code'
export { guestRequests, roles, sessions, users } from './schema'
export { announceSessionsEnded, sessionsEndedChannel } from './sessions-ended'
export { chosenLocaleOf, findOrCreateUser, toUser, type UserRow } from './user-accounts'
