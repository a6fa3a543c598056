import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import type { PageChange } from '../page-blocks'

const changeWords: Record<PageChange['change'], { label: string; palette: string }> = {
  added: { label: 'Added', palette: 'green' },
  removed: { label: 'Removed', palette: 'red' },
  changed: { label: 'Changed', palette: 'orange' },
  moved: { label: 'Moved', palette: 'gray' },
}

/** What differs between two states of a page, one line each. */
export function PageChanges({ changes, label, none }: { changes: PageChange[]; label: string; none: string }) {
  if (changes.length === 0) return <Text color="fg.muted">{none}</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
      {changes.map((change, index) => (
        <HStack as="li" key={index} gap="2" alignItems="baseline">
          <Badge colorPalette={changeWords[change.change].palette} variant="outline" flexShrink="0">
            {changeWords[change.change].label}
          </Badge>
          <Text wordBreak="break-word">{change.what}</Text>
        </HStack>
      ))}
    </Stack>
  )
}
