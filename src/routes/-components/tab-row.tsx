import { Box, Button, chakra, type SystemStyleObject } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useLayoutEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { labelText, type SectionTab } from '../../lib/features/feature'
import { MoreLabel, MoreTabsMenu, moreButtonStyle } from './more-tabs-menu'
import { tabsThatFit } from './tabs-that-fit'

const tabLinks: SystemStyleObject = {
  '& a': { display: 'inline-block', paddingX: '3', paddingY: '2', color: 'fg.muted', whiteSpace: 'nowrap', borderBottomWidth: '2px', borderColor: 'transparent' },
  '& a[aria-current=page]': { color: 'primary.fg', borderColor: 'primary.solid', fontWeight: 'semibold' },
  '& a:hover': { color: 'fg' },
  '& li[data-group-start]': { display: 'flex', alignItems: 'center', paddingStart: '1' },
  '& li[data-group-start]::before': { content: '""', width: '1px', height: '5', marginEnd: '1', backgroundColor: 'border' },
}

const isOpen = (pathname: string, href: string, exact: boolean) => pathname === href || (!exact && pathname.startsWith(`${href}/`))

/**
 * The tabs in one row, grouped: as many as fit, the open screen's among them, and the rest under
 * "More". A copy of the row, out of sight, measures every tab as the row draws it.
 */
export function TabRow({ base, tabs }: { base: string; tabs: readonly SectionTab[] }) {
  const intl = useIntl()
  const hrefOf = (tab: SectionTab) => (tab.path === '' ? base : `${base}/${tab.path}`)
  const { pathname } = useLocation()
  const current = tabs.findIndex((tab) => isOpen(pathname, hrefOf(tab), tab.path === ''))
  const row = useRef<HTMLUListElement>(null)
  const ruler = useRef<HTMLUListElement>(null)
  const [shown, setShown] = useState<number[]>(() => tabs.map((_, tab) => tab))

  useLayoutEffect(() => {
    const measure = () => {
      const items = [...ruler.current!.children].map((item) => item.getBoundingClientRect().width)
      const [separator, more] = items.splice(-2) as [number, number]
      const room = row.current!.getBoundingClientRect().width
      if (room === 0) return
      const gap = parseFloat(getComputedStyle(row.current!).columnGap) || 0
      const fit = tabsThatFit({ widths: items, groups: tabs.map((tab) => tab.group), room, more, gap, separator }, current)
      setShown((before) => (before.join() === fit.join() ? before : fit))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(row.current!)
    observer.observe(ruler.current!)
    return () => observer.disconnect()
  }, [tabs, current, intl])

  // The tabs may change before the row is measured again (another brand, another role).
  const inRow = shown.flatMap((tab) => tabs[tab] ?? [])
  const hidden = tabs.filter((_, tab) => !shown.includes(tab))
  const startsGroup = (place: number) => place > 0 && inRow[place]?.group !== inRow[place - 1]?.group
  return (
    <Box position="relative">
      <chakra.ul ref={row} display="flex" listStyleType="none" gap="1" alignItems="center" css={tabLinks}>
        {inRow.map((tab, place) => (
          <li key={tab.path} data-group-start={startsGroup(place) ? '' : undefined}>
            <Link to={hrefOf(tab)} activeOptions={{ exact: tab.path === '' }}>
              {labelText(tab.label, intl)}
            </Link>
          </li>
        ))}
        {hidden.length > 0 ? (
          <li>
            <MoreTabsMenu tabs={hidden} hrefOf={hrefOf} />
          </li>
        ) : null}
      </chakra.ul>
      <Box aria-hidden position="absolute" insetInline="0" top="0" height="0" overflow="hidden" visibility="hidden">
        <chakra.ul ref={ruler} display="flex" listStyleType="none" width="max-content" css={tabLinks}>
          {tabs.map((tab) => (
            <li key={tab.path}>
              <Box as="a" fontWeight="semibold">
                {labelText(tab.label, intl)}
              </Box>
            </li>
          ))}
          <li data-group-start="" />
          <li>
            <Button {...moreButtonStyle} tabIndex={-1}>
              <MoreLabel />
            </Button>
          </li>
        </chakra.ul>
      </Box>
    </Box>
  )
}
