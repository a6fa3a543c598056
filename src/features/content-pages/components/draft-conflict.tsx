import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Page } from '../../../domain/page'
import { comparePages } from '../page-blocks'
import { PageChanges } from './page-changes'
import { TitledSection } from '../../../components/ui/titled-section'

type Draft = Parameters<typeof comparePages>[1]

/**
 * Someone saved the page since this draft was loaded: what their draft has that this one does
 * not, and the two ways on — keep this draft (saved over theirs) or take theirs.
 */
export function DraftConflict({ theirs, mine, busy, onKeepMine, onTakeTheirs }: { theirs: Page; mine: Draft; busy: boolean; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const intl = useIntl()
  return (
    <TitledSection
      title={intl.formatMessage({ id: 'contentPages.draftConflict.title', defaultMessage: 'Someone else saved this page' })}
      size="md" role="alert" borderWidth="2px" borderColor="border.error" borderRadius="md" padding="4" bg="bg">
      <Text marginTop="1">
        <FormattedMessage
          id="contentPages.draftConflict.saved"
          defaultMessage="Their draft was saved {when}. Nothing was overwritten. This is how your draft differs from theirs:"
          values={{ when: intl.formatDate(theirs.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
      </Text>
      <Box marginY="3">
        <PageChanges
          changes={comparePages(theirs, mine, intl.formatMessage)}
          label={intl.formatMessage({ id: 'contentPages.draftConflict.changesLabel', defaultMessage: 'How your draft differs from theirs' })}
          none={intl.formatMessage({ id: 'contentPages.draftConflict.same', defaultMessage: 'Your draft is the same as theirs.' })}
        />
      </Box>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="primary" onClick={onKeepMine} loading={busy} loadingText={intl.formatMessage({ id: 'contentPages.pageBuilder.saving', defaultMessage: 'Saving…' })}>
          <FormattedMessage id="contentPages.draftConflict.keepMine" defaultMessage="Save my version over theirs" />
        </Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
          <FormattedMessage id="contentPages.draftConflict.takeTheirs" defaultMessage="Take their version" />
        </Button>
      </Flex>
    </TitledSection>
  )
}
