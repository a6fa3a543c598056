// What other modules may use of the messages module.
export { leadEvent } from './lead-event'
export { leadMail } from './lead-mail'
export { messages } from './schema'
