import { Box, Flex, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A detail page's heading and its row of section links (the links come from the route, typed). */
export function SectionFrame({ title, label, tabs, children }: { title: string; label: string; tabs: ReactNode; children: ReactNode }) {
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
          {tabs}
        </Flex>
      </Box>
      {children}
    </Box>
  )
}
