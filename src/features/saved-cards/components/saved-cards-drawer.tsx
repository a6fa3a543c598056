import { Box, Button, CloseButton, Drawer, Flex, Image, Portal, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks'
import { cardForgotten, selectSavedCards } from '../saved-cards-slice'

type SavedCardsDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The cards this device keeps, newest first; each opens with no network. Loaded only when a
 * visitor asks for it, so a card page carries none of it.
 */
export default function SavedCardsDrawer({ open, onOpenChange }: SavedCardsDrawerProps) {
  const cards = useAppSelector(selectSavedCards)
  const dispatch = useAppDispatch()
  const intl = useIntl()

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" color="fg">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="savedCards.drawer.title" defaultMessage="Saved cards" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {cards.length === 0 ? (
                <Text color="fg.muted">
                  <FormattedMessage
                    id="savedCards.drawer.empty"
                    defaultMessage="No cards yet. Every card you open is kept on this device, so you can open it again without a network."
                  />
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" aria-label={intl.formatMessage({ id: 'savedCards.drawer.title', defaultMessage: 'Saved cards' })}>
                  {cards.map(({ card, seenAt, contactSavedAt }) => (
                    <Flex as="li" key={card.key} gap="3" align="center">
                      {card.photo ? (
                        <Image src={card.photo} alt="" width="12" height="12" borderRadius="full" objectFit="cover" flexShrink={0} />
                      ) : (
                        <Box width="12" height="12" borderRadius="full" bg="primary.subtle" flexShrink={0} />
                      )}
                      <Box flex="1" minWidth="0">
                        <Link to="/vcard/$key" params={{ key: card.key }} onClick={() => onOpenChange(false)}>
                          <Text as="span" fontWeight="semibold" color="link">
                            {card.display_name}
                          </Text>
                        </Link>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {[card.job_title, card.organisation].filter(Boolean).join(' · ')}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          <FormattedMessage
                            id="savedCards.drawer.seen"
                            defaultMessage="Seen {seenAt}{contactSaved, select, yes { · contact saved} other {}}"
                            values={{ seenAt: intl.formatDate(new Date(seenAt), { dateStyle: 'medium', timeStyle: 'short' }), contactSaved: contactSavedAt ? 'yes' : 'no' }}
                          />
                        </Text>
                      </Box>
                      <Button size="xs" variant="ghost" onClick={() => dispatch(cardForgotten(card.key))} aria-label={intl.formatMessage({ id: 'savedCards.drawer.removeCard', defaultMessage: 'Remove {name}' }, { name: card.display_name })}
                      >
                        <FormattedMessage id="savedCards.drawer.remove" defaultMessage="Remove" />
                      </Button>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'savedCards.drawer.close', defaultMessage: 'Close saved cards' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
