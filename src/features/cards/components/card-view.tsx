import { Box, Flex, Heading, Image, Text, chakra } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import type { PublicCard } from '../../../domain/card'
import { cardLinks, type CardLink } from '../../../domain/card-links'

export type CardFace = Pick<
  PublicCard,
  'display_name' | 'given_name' | 'family_name' | 'photo' | 'job_title' | 'organisation' | 'phones' | 'emails' | 'websites' | 'address' | 'socials' | 'bio'
>

type CardViewProps = {
  card: CardFace
  /** The row beside "Save contact" or in its place (share, QR); the same height, so nothing below moves. */
  actions?: ReactNode
  /** Shown after the bio: what a visitor can do besides reading. */
  children?: ReactNode
  /** The name is the page's heading on the card page; inside another page (the editor's preview) it is not. */
  nameAs?: 'h1' | 'h3'
}

const photoSize = '160px'

/** Given and family name's first letters: a prefix such as "Dr." is not part of who someone is. */
function initials(card: Pick<CardFace, 'given_name' | 'family_name' | 'display_name'>): string {
  const letters = [card.given_name, card.family_name].map((part) => part.trim().charAt(0)).join('')
  return (letters || card.display_name.charAt(0)).toUpperCase()
}

/**
 * A card as a visitor sees it, in the layout of the page the server renders for /vcard/{key}
 * (a 160 px round photo, the name as the page's heading, centred; the links below, one a line),
 * so the app's takeover of that page is not seen. The editor's preview shows the same view.
 */
export function CardView({ card, actions, children, nameAs = 'h1' }: CardViewProps) {
  const nameId = useId()
  // Offline, a photo never loaded before cannot show: the person's initials stand in for it.
  const [photoFailed, setPhotoFailed] = useState<string | null>(null)
  const showPhoto = card.photo !== null && photoFailed !== card.photo
  const links = cardLinks(card)

  return (
    <Box as="article" aria-labelledby={nameId} textAlign="center" lineHeight="1.5">
      {showPhoto ? (
        <Image
          src={card.photo!}
          alt={`Photo of ${card.display_name}`}
          width={photoSize}
          height={photoSize}
          htmlWidth="160"
          htmlHeight="160"
          fetchPriority="high"
          display="block"
          marginX="auto"
          marginBottom="4"
          borderRadius="full"
          objectFit="cover"
          bg="primary.subtle"
          onError={() => setPhotoFailed(card.photo)}
        />
      ) : card.photo !== null ? (
        <Flex
          role="img"
          aria-label={`Initials of ${card.display_name}`}
          width={photoSize}
          height={photoSize}
          marginX="auto"
          marginBottom="4"
          borderRadius="full"
          bg="primary.subtle"
          color="primary.fg"
          align="center"
          justify="center"
          fontSize="5xl"
          fontWeight="semibold"
        >
          {initials(card)}
        </Flex>
      ) : null}
      <Heading as={nameAs} id={nameId} fontSize="1.75rem" lineHeight="1.2" fontWeight="bold" marginBottom="1">
        {card.display_name}
      </Heading>
      {card.job_title ? <Text color="fg.muted">{card.job_title}</Text> : null}
      <Text color="fg.muted">{card.organisation}</Text>
      {actions ? (
        <Flex gap="2" marginTop="6" marginBottom="4">
          {actions}
        </Flex>
      ) : null}
      <LinkList links={links} label="Contact details" />
      {card.bio ? (
        <Text marginTop="4" textAlign="start" whiteSpace="pre-line">
          {card.bio}
        </Text>
      ) : null}
      {children}
    </Box>
  )
}

/** Tappable lines, one a row, the whole width: easy targets for a thumb. */
export function LinkList({ links, label }: { links: CardLink[]; label: string }) {
  if (links.length === 0) return null
  return (
    <chakra.ul listStyleType="none" margin="0" padding="0" textAlign="start" aria-label={label}>
      {links.map((link) => (
        <li key={`${link.kind} ${link.href} ${link.text}`}>
          <chakra.a
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            display="block"
            paddingY="3"
            paddingX="2"
            borderBottomWidth="1px"
            borderColor="rgba(127, 127, 127, 0.25)"
            color="link"
            textDecoration="none"
            overflowWrap="anywhere"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' }}
          >
            {link.text}
          </chakra.a>
        </li>
      ))}
    </chakra.ul>
  )
}
