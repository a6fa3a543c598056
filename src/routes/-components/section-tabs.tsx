import { Box, Flex, Heading } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SectionTab } from '../../lib/features/feature'

type SectionFrameProps = {
  title: string
  label: string
  /** The address the tabs' paths are under: the brand's or the person's. */
  base: string
  tabs: readonly SectionTab[]
  children: ReactNode
}

/** A detail page's heading and its row of section links (the features' tabs, src/app/features.ts). */
export function SectionFrame({ title, label, base, tabs, children }: SectionFrameProps) {
  return (
    <Box>
      <Heading as="p" size="md" color="fg.muted" marginBottom="2">
        {title}
      </Heading>
      <Box as="nav" aria-label={label} borderBottomWidth="1px" borderColor="border" marginBottom="6" overflowX="auto">
        <Flex
          as="ul"
          listStyleType="none"
          // On a phone the tabs wrap onto more rows, so every one is in sight; wider screens keep one row.
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
          gap="1"
          css={{
            '& a': { display: 'inline-block', paddingX: '3', paddingY: '2', color: 'fg.muted', whiteSpace: 'nowrap', borderBottomWidth: '2px', borderColor: 'transparent' },
            '& a[aria-current=page]': { color: 'primary.fg', borderColor: 'primary.solid', fontWeight: 'semibold' },
            '& a:hover': { color: 'fg' },
          }}
        >
          {tabs.map(({ label: tab, path }) => (
            <li key={path}>
              <Link to={path === '' ? base : `${base}/${path}`} activeOptions={{ exact: path === '' }}>
                {tab}
              </Link>
            </li>
          ))}
        </Flex>
      </Box>
      {children}
    </Box>
  )
}
