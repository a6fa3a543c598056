import { Box, CloseButton, Drawer, Flex, IconButton, Image, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAppSelector } from '../../lib/store/hooks'
import type { NavItem } from '../../domain/site'
import { UnreadBadge } from '../../features/notifications/components/unread-badge'
import { useGetMeQuery } from '../../features/session/api/get-me'
import { selectLoggedIn } from '../../features/session/session-slice'
import { useBrand } from '../../lib/site/use-brand'
import { LanguageSwitcher } from './language-switcher'
import { NavLink } from './nav-link'
import { WorkspaceDrawerLinks, WorkspaceMenu } from './workspace-menu'

const linkStyle = {
  color: 'header.link',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _currentPage: { textDecoration: 'underline', textDecorationThickness: '2px' },
} as const

// The account link stands out as the brand's primary button.
const accountStyle = {
  bg: 'primary.solid',
  color: 'primary.contrast',
  fontWeight: 'semibold',
  paddingX: '4',
  paddingY: '2',
  borderRadius: 'l2',
  textDecoration: 'none',
  _hover: { bg: 'primary.emphasized' },
} as const

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The site's header: logo and name, the navigation from the brand, and the account link; a drawer below lg. */
export function SiteHeader() {
  const intl = useIntl()
  const brand = useBrand()
  const loggedIn = useAppSelector(selectLoggedIn)
  const { name, nav } = brand.site.meta
  const signIn: NavItem = { label: intl.formatMessage({ id: 'shell.header.signIn', defaultMessage: 'Sign in' }), to: '/login' }
  const me = useGetMeQuery(undefined, { skip: !loggedIn })

  return (
    <Box as="header" bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="border">
      <Link href="#main" position="absolute" insetStart="2" top="-20" _focus={{ top: '2' }} bg="bg" color="fg" padding="2" zIndex="skipLink">
        <FormattedMessage id="shell.header.skipToContent" defaultMessage="Skip to content" />
      </Link>
      <Flex maxWidth="6xl" marginX="auto" paddingX={{ base: '4', md: '6' }} minHeight="16" align="center" gap={{ base: '2', sm: '4' }}>
        <RouterLink to="/" aria-label={intl.formatMessage({ id: 'shell.header.home', defaultMessage: '{name} home' }, { name })} style={{ minWidth: 0 }}>
          <Flex align="center" gap="3" minWidth="0">
            {brand.logo ? (
              <Image
                src={brand.logo}
                alt={intl.formatMessage({ id: 'shell.header.logo', defaultMessage: '{name} logo' }, { name })}
                height="10"
                width="auto"
                maxWidth={{ base: '24', sm: '40' }}
                flexShrink="0"
              />
            ) : null}
            <Text as="span" fontSize="lg" fontWeight="semibold" color="header.fg" truncate>
              {name}
            </Text>
          </Flex>
        </RouterLink>
        <Box flex="1" />
        <LanguageSwitcher />
        <UnreadBadge signedIn={loggedIn} userId={me.data?.user.id} />
        <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.header.mainNav', defaultMessage: 'Main' })} hideBelow="lg">
          <Flex as="ul" listStyleType="none" gap="6" align="center">
            {nav.map((item) => (
              <li key={`${item.to}-${item.label}`}>
                <NavLink to={item.to} {...linkStyle}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              {loggedIn ? (
                <WorkspaceMenu buttonStyle={accountStyle} />
              ) : (
                <NavLink to={signIn.to} {...accountStyle}>
                  {signIn.label}
                </NavLink>
              )}
            </li>
          </Flex>
        </Box>
        <Box hideFrom="lg">
          <MobileMenu name={name} links={loggedIn ? nav : [...nav, signIn]} loggedIn={loggedIn} />
        </Box>
      </Flex>
    </Box>
  )
}

function MobileMenu({ name, links, loggedIn }: { name: string; links: NavItem[]; loggedIn: boolean }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'shell.header.openMenu', defaultMessage: 'Open menu' })} variant="ghost" color="header.fg">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="header.bg" color="header.fg">
            <Drawer.Header>
              <Drawer.Title>{name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={intl.formatMessage({ id: 'shell.header.mainNav', defaultMessage: 'Main' })}>
                <Stack as="ul" listStyleType="none" gap="1">
                  {links.map((item) => (
                    <li key={`${item.to}-${item.label}`}>
                      <NavLink to={item.to} onNavigate={() => setOpen(false)} display="block" paddingY="3" fontSize="lg" {...linkStyle}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </Stack>
              </nav>
              {loggedIn ? (
                <Box marginTop="6" paddingTop="4" borderTopWidth="1px" borderColor="header.fg/30">
                  <WorkspaceDrawerLinks linkStyle={linkStyle} onNavigate={() => setOpen(false)} />
                </Box>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'shell.header.closeMenu', defaultMessage: 'Close menu' })} color="header.fg" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
