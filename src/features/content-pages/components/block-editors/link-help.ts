/** The help under every link field of a block, naming what the page accepts. */
export const linkHelp = 'An address on this site such as /contact, or https://…, mailto:… or tel:…'
