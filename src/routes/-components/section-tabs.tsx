import { Box, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SectionTab } from '../../lib/features/feature'
import { TabRow } from './tab-row'

type SectionFrameProps = {
  title: string
  label: string
  /** The address the tabs' paths are under: the brand's or the person's. */
  base: string
  tabs: readonly SectionTab[]
  children: ReactNode
}

/** A detail page's heading and its one row of section links (the features' tabs, src/app/features.ts), grouped, with "More" for those that do not fit. */
export function SectionFrame({ title, label, base, tabs, children }: SectionFrameProps) {
  return (
    <Box>
      <Heading as="p" size="md" color="fg.muted" marginBottom="2">
        {title}
      </Heading>
      <Box as="nav" aria-label={label} borderBottomWidth="1px" borderColor="border" marginBottom="6">
        <TabRow base={base} tabs={tabs} />
      </Box>
      {children}
    </Box>
  )
}
