import { Box, Button, Menu, Portal } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { labelText, tabGroups, type SectionTab, type TabGroup } from '../../lib/features/feature'

const groupTitles = defineMessages<TabGroup>({
  brand: { id: 'shell.moreTabs.group.brand', defaultMessage: 'The brand' },
  publishing: { id: 'shell.moreTabs.group.publishing', defaultMessage: 'Publishing' },
  sales: { id: 'shell.moreTabs.group.sales', defaultMessage: 'Sales' },
  contacts: { id: 'shell.moreTabs.group.contacts', defaultMessage: 'Contacts' },
})

/** How "More" looks, in the row and in the row's measuring copy. */
export const moreButtonStyle = {
  variant: 'ghost',
  size: 'sm',
  color: 'fg.muted',
  paddingX: '3',
  paddingY: '2',
  height: 'auto',
  fontWeight: 'normal',
  fontSize: 'md',
  lineHeight: 'inherit',
  borderWidth: '0',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
} as const

/** The tabs that do not fit in the row, under their groups' titles. */
export function MoreTabsMenu({ tabs, hrefOf }: { tabs: readonly SectionTab[]; hrefOf: (tab: SectionTab) => string }) {
  const intl = useIntl()
  const groups = [...tabGroups, undefined].map((group) => ({ group, tabs: tabs.filter((tab) => tab.group === group) })).filter((each) => each.tabs.length > 0)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...moreButtonStyle}>
          <MoreLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            {groups.map(({ group, tabs: inGroup }) => (
              <Menu.ItemGroup key={group ?? 'tabs'}>
                {group ? <Menu.ItemGroupLabel>{intl.formatMessage(groupTitles[group])}</Menu.ItemGroupLabel> : null}
                {inGroup.map((tab) => (
                  <Menu.Item key={tab.path} value={tab.path} asChild>
                    <Link to={hrefOf(tab)}>{labelText(tab.label, intl)}</Link>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The mark that says the menu opens below. */
const opensBelow = '▾'

export function MoreLabel() {
  return (
    <>
      <FormattedMessage id="shell.moreTabs.more" defaultMessage="More" />
      <Box as="span" aria-hidden>
        {opensBelow}
      </Box>
    </>
  )
}
