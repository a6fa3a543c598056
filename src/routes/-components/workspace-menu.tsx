import { Badge, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import type { Workspace } from '../../domain/workspace'
import { NavLink } from './nav-link'
import { useGetWorkspaceQuery } from '../../features/workspace/api/get-workspace'
import { workspaceLinks, type WorkspaceLink } from '../../features/workspace/workspace-links'
import { menuGroups } from '../../lib/features/feature'
import { useAppFeatures } from '../../lib/features/features-context'

const groupTitles = defineMessages<WorkspaceLink['group']>({
  you: { id: 'shell.workspaceMenu.group.you', defaultMessage: 'You' },
  brand: { id: 'shell.workspaceMenu.group.brand', defaultMessage: 'Brand' },
  site: { id: 'shell.workspaceMenu.group.site', defaultMessage: 'This site' },
})

/** The unread count of the person's own lists, found by where they are (`/users/{id}/messages`), whatever the language. */
function unreadOf(link: WorkspaceLink, workspace: Workspace): number {
  const own = `/users/${workspace.user.id}`
  if (link.to === `${own}/messages`) return workspace.unread.messages
  if (link.to === `${own}/notifications`) return workspace.unread.notifications
  return 0
}

function UnreadCount({ count }: { count: number }) {
  const intl = useIntl()
  if (count === 0) return null
  return (
    <Badge
      colorPalette="primary"
      variant="solid"
      marginStart="auto"
      aria-label={intl.formatMessage({ id: 'shell.workspaceMenu.unread', defaultMessage: '{count} unread' }, { count })}
    >
      {intl.formatNumber(count)}
    </Badge>
  )
}

/**
 * The signed-in person's way to every tool their role allows, in two clicks: open the menu, pick.
 * Until the workspace has loaded (or when it cannot), the dashboard is still one click away.
 */
export function WorkspaceMenu({ buttonStyle }: { buttonStyle: Record<string, unknown> }) {
  const intl = useIntl()
  const features = useAppFeatures()
  const { data: workspace } = useGetWorkspaceQuery()
  if (!workspace) {
    return (
      <NavLink to="/profile" {...buttonStyle}>
        <FormattedMessage id="shell.workspaceMenu.button" defaultMessage="Workspace" />
      </NavLink>
    )
  }
  const links = workspaceLinks(features, workspace, intl)
  // The live unread count sits beside this button in the header (UnreadBadge); the items say which list holds them.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...buttonStyle}>
          <FormattedMessage id="shell.workspaceMenu.button" defaultMessage="Workspace" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="60">
            {menuGroups.map((group) => {
              const inGroup = links.filter((link) => link.group === group)
              if (inGroup.length === 0) return null
              return (
                <Menu.ItemGroup key={group}>
                  <Menu.ItemGroupLabel>{intl.formatMessage(groupTitles[group])}</Menu.ItemGroupLabel>
                  {inGroup.map((link) => (
                    <Menu.Item key={link.to} value={link.to} asChild>
                      <RouterLink to={link.to}>
                        {link.label}
                        <UnreadCount count={unreadOf(link, workspace)} />
                      </RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              )
            })}
            <Menu.Separator />
            <Menu.Item value="/logout" asChild>
              <RouterLink to="/logout">
                <FormattedMessage id="shell.workspaceMenu.signOut" defaultMessage="Sign out" />
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The same links in the phone's menu drawer, grouped under headings. */
export function WorkspaceDrawerLinks({ linkStyle, onNavigate }: { linkStyle: Record<string, unknown>; onNavigate: () => void }) {
  const intl = useIntl()
  const features = useAppFeatures()
  const { data: workspace } = useGetWorkspaceQuery()
  const links: WorkspaceLink[] = workspace
    ? workspaceLinks(features, workspace, intl)
    : [{ label: intl.formatMessage({ id: 'workspace.menu.dashboard', defaultMessage: 'Dashboard' }), to: '/profile', group: 'you' }]
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.workspaceMenu.button', defaultMessage: 'Workspace' })}>
      <Stack gap="4">
        {menuGroups.map((group) => {
          const inGroup = links.filter((link) => link.group === group)
          if (inGroup.length === 0) return null
          return (
            <Stack key={group} gap="0">
              <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="header.fg">
                {intl.formatMessage(groupTitles[group])}
              </Text>
              <Stack as="ul" listStyleType="none" gap="0">
                {inGroup.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onNavigate={onNavigate} display="flex" alignItems="center" gap="2" paddingY="2" {...linkStyle}>
                      {link.label}
                      {workspace ? <UnreadCount count={unreadOf(link, workspace)} /> : null}
                    </NavLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          )
        })}
        <NavLink to="/logout" onNavigate={onNavigate} paddingY="2" {...linkStyle}>
          <FormattedMessage id="shell.workspaceMenu.signOut" defaultMessage="Sign out" />
        </NavLink>
      </Stack>
    </nav>
  )
}
