import { Box, Flex, Heading, Image, Text, chakra } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Say } from '../../../i18n/say'
import type { PublicCard } from '../../../domain/card'
import { cardBandShown, cardLogoAlt, cardLookOf } from '../../../domain/card-design'
import { cardIconRow, cardIconSvg } from '../../../domain/card-icon-row'
import { cardLinks, type CardLink } from '../../../domain/card-links'
import { CardAnchor } from './card-anchor'

export type CardFace = Pick<
  PublicCard,
  | 'display_name'
  | 'given_name'
  | 'family_name'
  | 'photo'
  | 'job_title'
  | 'organisation'
  | 'phones'
  | 'emails'
  | 'websites'
  | 'address'
  | 'socials'
  | 'messengers'
  | 'bio'
  | 'design'
  | 'cover'
  | 'logo'
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

/** Given and family name's first letters: a prefix such as "Dr." is not part of who someone is. */
function initials(card: Pick<CardFace, 'given_name' | 'family_name' | 'display_name'>): string {
  const letters = [card.given_name, card.family_name].map((part) => part.trim().charAt(0)).join('')
  return (letters || card.display_name.charAt(0)).toUpperCase()
}

/**
 * A card as a visitor sees it, in the layout of the page the server renders for /vcard/{key}
 * (server/modules/pages/card-page.ts and its styles): the band, the logo, the photo and the name
 * arranged by the card's layout, the icon row, then the links one a line, so the app's takeover
 * of that page is not seen. The editor's preview shows the same view.
 */
export function CardView({ card, actions, children, nameAs = 'h1' }: CardViewProps) {
  const nameId = useId()
  const intl = useIntl()
  const say: Say = (descriptor, values) => intl.formatMessage(descriptor, values)
  // Offline, a photo never loaded before cannot show: the person's initials stand in for it.
  const [photoFailed, setPhotoFailed] = useState<string | null>(null)
  const showPhoto = card.photo !== null && photoFailed !== card.photo
  const links = cardLinks(card, say)
  // A card kept on this device before designs existed has none: it shows as every card did then.
  const look = card.design ?? cardLookOf({})
  const { layout, photo_shape: shape } = look
  const classic = layout === 'classic'
  const photoSize = classic ? '112px' : '160px'
  const photoStyle = {
    width: photoSize,
    height: photoSize,
    flexShrink: 0,
    marginX: classic ? '0' : 'auto',
    marginBottom: classic ? '0' : '4',
    borderRadius: shape === 'square' ? '12px' : 'full',
    bg: 'primary.subtle',
    ...(layout === 'cover' ? { position: 'relative', marginTop: '-96px', borderWidth: '4px', borderColor: 'bg' } : {}),
  } as const

  return (
    <Box as="article" aria-labelledby={nameId} data-layout={layout} textAlign={classic ? 'start' : 'center'} lineHeight="1.5">
      <Flex as="header" position="relative" direction={classic ? 'row' : 'column'} wrap="wrap" align={classic ? 'center' : 'stretch'} columnGap="4">
        {cardBandShown({ design: look, cover: card.cover ?? null }) ? (
          <Box
            flexBasis="calc(100% + 32px)"
            height={layout === 'cover' ? '144px' : '96px'}
            marginTop="-8"
            marginX="-4"
            marginBottom="4"
            overflow="hidden"
            bg={look.cover_color ?? 'primary.solid'}
          >
            {card.cover ? <Image src={card.cover} alt="" width="100%" height="100%" objectFit="cover" display="block" /> : null}
          </Box>
        ) : null}
        {card.logo ? (
          <Image
            src={card.logo}
            alt={cardLogoAlt(card, say)}
            height="48px"
            objectFit="contain"
            {...(layout === 'cover'
              ? { position: 'absolute', top: '-20px', insetStart: '0', maxWidth: '40%', padding: '6px', borderRadius: '6px', bg: 'bg' }
              : classic
                ? { flexBasis: '100%', maxWidth: '100%', objectPosition: 'left', _rtl: { objectPosition: 'right' }, marginBottom: '4' }
                : { width: 'auto', maxWidth: '60%', marginX: 'auto', marginBottom: '4' })}
          />
        ) : null}
        {showPhoto ? (
          <Image
            src={card.photo!}
            alt={intl.formatMessage({ id: 'cards.view.photoAlt', defaultMessage: 'Photo of {name}' }, { name: card.display_name })}
            htmlWidth="160"
            htmlHeight="160"
            fetchPriority="high"
            display="block"
            objectFit="cover"
            onError={() => setPhotoFailed(card.photo)}
            {...photoStyle}
          />
        ) : card.photo !== null ? (
          <Flex role="img" aria-label={intl.formatMessage({ id: 'cards.view.initials', defaultMessage: 'Initials of {name}' }, { name: card.display_name })} color="primary.fg" align="center" justify="center" fontSize="5xl" fontWeight="semibold" {...photoStyle}>
            {initials(card)}
          </Flex>
        ) : null}
        <Box flex={classic ? '1' : undefined} minWidth="0">
          <Heading as={nameAs} id={nameId} fontSize="1.75rem" lineHeight="1.2" fontWeight="bold" marginBottom="1">
            {card.display_name}
          </Heading>
          {card.job_title ? <Text color="fg.muted">{card.job_title}</Text> : null}
          <Text color="fg.muted">{card.organisation}</Text>
        </Box>
      </Flex>
      <IconRow card={card} justify={classic ? 'flex-start' : 'center'} say={say} />
      {actions ? (
        <Flex gap="2" marginTop="6" marginBottom="4">
          {actions}
        </Flex>
      ) : null}
      <LinkList links={links} label={intl.formatMessage({ id: 'cards.view.contactDetails', defaultMessage: 'Contact details' })} />
      {card.bio ? (
        <Text marginTop="4" textAlign="start" whiteSpace="pre-line">
          {card.bio}
        </Text>
      ) : null}
      {children}
    </Box>
  )
}

/** The icons, 44 px targets named for what each does: the same links and names as the server's page. */
function IconRow({ card, justify, say }: { card: CardFace; justify: 'flex-start' | 'center'; say: Say }) {
  const intl = useIntl()
  const actions = cardIconRow(card, say)
  if (actions.length === 0) return null
  return (
    <Flex as="ul" aria-label={intl.formatMessage({ id: 'cards.view.quickActions', defaultMessage: 'Quick actions' })} wrap="wrap" justify={justify} gap="2" marginTop="5" padding="0" listStyleType="none">
      {actions.map((action) => (
        <li key={`${action.kind} ${action.href}`}>
          <CardAnchor
            href={action.href}
            external={action.external}
            aria-label={action.label}
            title={action.label}
            ringOffset="2px"
            display="inline-flex" alignItems="center" justifyContent="center" width="44px" height="44px" borderRadius="full"
            bg="primary.subtle" color="primary.fg" _hover={{ bg: 'primary.muted' }}
            // The icon is a fixed string from the icon module, never anything a person typed.
            dangerouslySetInnerHTML={{ __html: cardIconSvg(action.icon) }}
          />
        </li>
      ))}
    </Flex>
  )
}

/** Tappable lines, one a row, the whole width: easy targets for a thumb. */
export function LinkList({ links, label }: { links: CardLink[]; label: string }) {
  if (links.length === 0) return null
  return (
    <chakra.ul listStyleType="none" margin="0" padding="0" textAlign="start" aria-label={label}>
      {links.map((link) => (
        <li key={`${link.kind} ${link.href} ${link.text}`}>
          <CardAnchor
            href={link.href}
            external={link.external}
            ringOffset="-2px"
            display="block" paddingY="3" paddingX="2" borderBottomWidth="1px" borderColor="rgba(127, 127, 127, 0.25)"
            color="link" textDecoration="none" overflowWrap="anywhere" _hover={{ textDecoration: 'underline' }}
          >
            {link.text}
          </CardAnchor>
        </li>
      ))}
    </chakra.ul>
  )
}
