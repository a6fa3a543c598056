/** When a message or notification arrived, as the reader's locale writes it (`intl.formatDate(date, receivedOptions)`). */
export const receivedOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
