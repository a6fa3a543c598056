/** When a message or notification arrived, in the reader's own locale. */
export const receivedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
