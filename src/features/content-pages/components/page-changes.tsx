import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { defineMessages, useIntl } from 'react-intl'
import type { PageChange } from '../page-blocks'

const changeLabels = defineMessages({
  added: { id: 'contentPages.pageChanges.added', defaultMessage: 'Added' },
  removed: { id: 'contentPages.pageChanges.removed', defaultMessage: 'Removed' },
  changed: { id: 'contentPages.pageChanges.changed', defaultMessage: 'Changed' },
  moved: { id: 'contentPages.pageChanges.moved', defaultMessage: 'Moved' },
})

const palettes: Record<PageChange['change'], string> = { added: 'green', removed: 'red', changed: 'orange', moved: 'gray' }

/** What differs between two states of a page, one line each. */
export function PageChanges({ changes, label, none }: { changes: PageChange[]; label: string; none: string }) {
  const intl = useIntl()
  if (changes.length === 0) return <Text color="fg.muted">{none}</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
      {changes.map((change, index) => (
        <HStack as="li" key={index} gap="2" alignItems="baseline">
          <Badge colorPalette={palettes[change.change]} variant="outline" flexShrink="0">
            {intl.formatMessage(changeLabels[change.change])}
          </Badge>
          <Text wordBreak="break-word">{change.what}</Text>
        </HStack>
      ))}
    </Stack>
  )
}
