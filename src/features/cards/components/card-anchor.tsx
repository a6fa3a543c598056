import { chakra, type HTMLChakraProps } from '@chakra-ui/react'

type CardAnchorProps = HTMLChakraProps<'a'> & {
  /** Whether the link leaves the card: it then opens in a new tab. */
  external: boolean
  /** Where the focus ring stands: outside the link ("2px") or inside it ("-2px"). */
  ringOffset: string
}

/** A link on a card, with the card's focus ring; one that leaves the card opens in a new tab. */
export function CardAnchor({ external, ringOffset, ...link }: CardAnchorProps) {
  return (
    <chakra.a
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: ringOffset }}
      {...link}
    />
  )
}
