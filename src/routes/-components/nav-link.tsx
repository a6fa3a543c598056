import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react'
import { useLocation, useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

type NavLinkProps = Omit<LinkProps, 'href' | 'onClick'> & { to: string; children: ReactNode; onNavigate?: () => void }

// Between the link's words and what a screen reader adds to them.
const space = ' '

function isExternal(to: string) {
  return /^https?:\/\//i.test(to)
}

// Cards and the business page (/vcard/{name}) are the server's own pages: opened as pages, they
// paint at once and never ask the API for a card that is the brand's name.
const isServerPage = (to: string) => to.startsWith('/vcard/')

/**
 * A link to an address from the site's data (navigation, brand settings), which the typed router
 * cannot know in advance: app paths navigate inside the app (card pages load as the server's
 * pages), http(s) addresses open in a new tab.
 */
export function NavLink({ to, children, onNavigate, ...rest }: NavLinkProps) {
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })

  if (isExternal(to)) {
    return (
      <Link href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden>
          {space}
          <FormattedMessage id="shell.navLink.newTab" defaultMessage="(opens in a new tab)" />
        </VisuallyHidden>
      </Link>
    )
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks keep the browser's meaning (new tab, new window, download).
    if (isServerPage(to) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate?.()
    void router.navigate({ href: to })
  }

  return (
    <Link href={to} aria-current={pathname === to ? 'page' : undefined} onClick={handleClick} {...rest}>
      {children}
    </Link>
  )
}
