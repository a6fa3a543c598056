/**
 * What is counted about a card, per day: a view of its page, its contact file saved, a visit from
 * its QR code, a tap on one of its links (the link is the count's target), the card kept in a
 * visitor's saved cards. Leads are counted from the messages themselves.
 */
export const cardEvents = ['view', 'contact_save', 'qr_scan', 'link_tap', 'card_save'] as const
export type CardEvent = (typeof cardEvents)[number]

/**
 * Where a visit came from, from the `?src=` marker of the address that was shared: '' is a visit
 * with no marker (typed, or a link without one).
 */
export const cardSources = ['', 'qr', 'link', 'nfc', 'signature', 'background'] as const
export type CardSource = (typeof cardSources)[number]
