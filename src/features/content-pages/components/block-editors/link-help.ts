import { defineMessage } from 'react-intl'

/** The help under every link field of a block, naming what the page accepts. */
export const linkHelp = defineMessage({ id: 'contentPages.blockEditor.linkHelp', defaultMessage: 'An address on this site such as /contact, or https://…, mailto:… or tel:…' })
