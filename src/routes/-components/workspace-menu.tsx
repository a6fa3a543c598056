import { Badge, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { Workspace } from '../../domain/workspace'
import { NavLink } from './nav-link'
import { useGetWorkspaceQuery } from '../../features/workspace/api/get-workspace'
import { workspaceLinks, type WorkspaceLink } from '../../features/workspace/workspace-links'
import { menuGroups } from '../../lib/features/feature'
import { useAppFeatures } from '../../lib/features/features-context'

const groupTitles: Record<WorkspaceLink['group'], string> = { you: 'You', brand: 'Brand', site: 'This site' }

function unreadOf(link: WorkspaceLink, workspace: Workspace): number {
  if (link.label === 'Messages') return workspace.unread.messages
  if (link.label === 'Notifications') return workspace.unread.notifications
  return 0
}

function UnreadCount({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <Badge colorPalette="primary" variant="solid" marginStart="auto" aria-label={`${count} unread`}>
      {count}
    </Badge>
  )
}

/**
 * The signed-in person's way to every tool their role allows, in two clicks: open the menu, pick.
 * Until the workspace has loaded (or when it cannot), the dashboard is still one click away.
 */
export function WorkspaceMenu({ buttonStyle }: { buttonStyle: Record<string, unknown> }) {
  const features = useAppFeatures()
  const { data: workspace } = useGetWorkspaceQuery()
  if (!workspace) {
    return (
      <NavLink to="/profile" {...buttonStyle}>
        Workspace
      </NavLink>
    )
  }
  const links = workspaceLinks(features, workspace)
  // The live unread count sits beside this button in the header (UnreadBadge); the items say which list holds them.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...buttonStyle}>Workspace</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="60">
            {menuGroups.map((group) => {
              const inGroup = links.filter((link) => link.group === group)
              if (inGroup.length === 0) return null
              return (
                <Menu.ItemGroup key={group}>
                  <Menu.ItemGroupLabel>{groupTitles[group]}</Menu.ItemGroupLabel>
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
              <RouterLink to="/logout">Sign out</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The same links in the phone's menu drawer, grouped under headings. */
export function WorkspaceDrawerLinks({ linkStyle, onNavigate }: { linkStyle: Record<string, unknown>; onNavigate: () => void }) {
  const features = useAppFeatures()
  const { data: workspace } = useGetWorkspaceQuery()
  const links: WorkspaceLink[] = workspace ? workspaceLinks(features, workspace) : [{ label: 'Dashboard', to: '/profile', group: 'you' }]
  return (
    <nav aria-label="Workspace">
      <Stack gap="4">
        {menuGroups.map((group) => {
          const inGroup = links.filter((link) => link.group === group)
          if (inGroup.length === 0) return null
          return (
            <Stack key={group} gap="0">
              <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="header.fg">
                {groupTitles[group]}
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
          Sign out
        </NavLink>
      </Stack>
    </nav>
  )
}
