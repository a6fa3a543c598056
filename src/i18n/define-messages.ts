/**
 * Messages defined outside React and outside the server's translator (the card page's script, the
 * blocks both the app and the server draw): FormatJS's extractor reads them by this name, and the
 * code that imports them carries no message library.
 */
export const defineMessages = <Messages extends Record<string, { id: string; defaultMessage: string }>>(messages: Messages): Messages => messages

/** One message, where it is defined alone (an action's words in its table). */
export const defineMessage = <Message extends { id: string; defaultMessage: string }>(message: Message): Message => message
