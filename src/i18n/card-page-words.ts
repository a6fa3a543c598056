/**
 * What the card page's own script says (src/card-page/): its words are drawn into the page by the
 * server in the reader's language (`<script type="application/json" id="card-page-words">`), so the
 * script carries no catalog and no message runtime, only these ids and their English. Each has
 * plain `{name}` placeholders at most, which the script fills in itself.
 */
import { defineMessages } from './define-messages'

export const cardPageWords = defineMessages({
  offlineBanner: { id: 'cardScript.offlineBanner', defaultMessage: 'You are offline. What you see was saved earlier and may be out of date.' },
  leadOffline: { id: 'cardScript.leadOffline', defaultMessage: 'You are offline, so your details were not sent. They are still here: send them again when you are back online.' },
  sending: { id: 'cardScript.sending', defaultMessage: 'Sending…' },
  thanks: { id: 'cardScript.thanks', defaultMessage: 'Thank you. {name} has your details.' },
  failed: { id: 'cardScript.failed', defaultMessage: 'Something went wrong. Please try again.' },
  nameEmpty: { id: 'cardScript.nameEmpty', defaultMessage: 'Name must not be empty.' },
  nameTooLong: { id: 'cardScript.nameTooLong', defaultMessage: 'Name must be at most 120 characters.' },
  nameOneLine: { id: 'cardScript.nameOneLine', defaultMessage: 'Name must be one line, with no control characters.' },
  emailTooLong: { id: 'cardScript.emailTooLong', defaultMessage: 'E-mail must be at most 254 characters.' },
  emailInvalid: { id: 'cardScript.emailInvalid', defaultMessage: 'E-mail must be an e-mail address such as name@example.com.' },
  phoneTooLong: { id: 'cardScript.phoneTooLong', defaultMessage: 'Phone must be at most 32 characters.' },
  phoneCharacters: { id: 'cardScript.phoneCharacters', defaultMessage: 'Phone may hold only digits, spaces, + ( ) . / and -, such as +44 20 7946 0958.' },
  phoneDigits: { id: 'cardScript.phoneDigits', defaultMessage: 'Phone must hold at least 3 digits.' },
  messageTooLong: { id: 'cardScript.messageTooLong', defaultMessage: 'Message must be at most 2000 characters.' },
  vcardTooLarge: { id: 'cardScript.vcardTooLarge', defaultMessage: 'The file must be at most 16 KB; leave the photo out of the card.' },
  vcardNotCard: { id: 'cardScript.vcardNotCard', defaultMessage: 'The file must be a contact card (a .vcf file).' },
  vcardNotText: { id: 'cardScript.vcardNotText', defaultMessage: 'The file must be a text file.' },
  copyLink: { id: 'cardScript.copyLink', defaultMessage: 'Copy link' },
  linkCopied: { id: 'cardScript.linkCopied', defaultMessage: 'Link copied' },
  addressNotCopied: { id: 'cardScript.addressNotCopied', defaultMessage: 'The link could not be copied. The address is {address}' },
  cardAddressNotCopied: { id: 'cardScript.cardAddressNotCopied', defaultMessage: "The link could not be copied. The card's address is {address}" },
  qrLoading: { id: 'cardScript.qrLoading', defaultMessage: 'Loading the QR code…' },
  qrFailed: { id: 'cardScript.qrFailed', defaultMessage: 'The QR code could not be loaded. Check the connection and try again.' },
  savedEmpty: { id: 'cardScript.savedEmpty', defaultMessage: 'No cards yet. Every card you open is kept on this device, so you can open it again without a network.' },
  savedCards: { id: 'cardScript.savedCards', defaultMessage: 'Saved cards' },
  seen: { id: 'cardScript.seen', defaultMessage: 'Seen {when}' },
  seenSaved: { id: 'cardScript.seenSaved', defaultMessage: 'Seen {when} · contact saved' },
  remove: { id: 'cardScript.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'cardScript.removeNamed', defaultMessage: 'Remove {name}' },
})

export type CardPageWord = keyof typeof cardPageWords
