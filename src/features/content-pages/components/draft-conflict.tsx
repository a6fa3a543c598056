import { Box, Button, Flex, Text } from '@chakra-ui/react'
import type { Page } from '../../../domain/page'
import { comparePages } from '../page-blocks'
import { PageChanges } from './page-changes'
import { TitledSection } from '../../../components/ui/titled-section'

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

type Draft = Parameters<typeof comparePages>[1]

/**
 * Someone saved the page since this draft was loaded: what their draft has that this one does
 * not, and the two ways on — keep this draft (saved over theirs) or take theirs.
 */
export function DraftConflict({ theirs, mine, busy, onKeepMine, onTakeTheirs }: { theirs: Page; mine: Draft; busy: boolean; onKeepMine: () => void; onTakeTheirs: () => void }) {
  return (
    <TitledSection title="Someone else saved this page" size="md" role="alert" borderWidth="2px" borderColor="border.error" borderRadius="md" padding="4" bg="bg">
      <Text marginTop="1">
        Their draft was saved {when.format(new Date(theirs.updated_at))}. Nothing was overwritten. This is how your draft differs from theirs:
      </Text>
      <Box marginY="3">
        <PageChanges changes={comparePages(theirs, mine)} label="How your draft differs from theirs" none="Your draft is the same as theirs." />
      </Box>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="primary" onClick={onKeepMine} loading={busy} loadingText="Saving…">
          Save my version over theirs
        </Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
          Take their version
        </Button>
      </Flex>
    </TitledSection>
  )
}
