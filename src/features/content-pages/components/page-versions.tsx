import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { Page, PageVersion } from '../../../domain/page'
import { useListPageVersionsQuery, useRestorePageVersionMutation } from '../api/page-versions'
import { comparePages, type PageChange } from '../page-blocks'
import { PageChanges } from './page-changes'
import { TitledSection } from '../../../components/ui/titled-section'
import { needs } from '../../../lib/features/brand-role'

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

type Draft = Parameters<typeof comparePages>[1]

/**
 * Every published version of the page, newest first: each compared with the draft on the screen,
 * and restored as the draft (which then needs publishing to be shown).
 */
export function PageVersions({ brandId, page, draft, unsaved, onRestored }: { brandId: string; page: Page; draft: Draft; unsaved: boolean; onRestored: (page: Page) => void }) {
  const args = { brandId, siteId: page.site_id, pageId: page.id }
  const versions = useListPageVersionsQuery(args)
  return (
    <TitledSection title="Versions" size="md" titleSpace="2">
      <QueryList query={versions} items={(answer) => answer.versions} keyOf={(version) => version.number} label="Published versions" ordered of="the versions" empty="No version yet: each time the page is published, the published page is kept here.">
        {(version) => <VersionItem args={args} version={version} live={version.number === page.published_version && page.status === 'published'} changes={comparePages(version, draft)} unsaved={unsaved} onRestored={onRestored} />}
      </QueryList>
    </TitledSection>
  )
}

type VersionItemProps = {
  args: { brandId: string; siteId: string; pageId: string }
  version: PageVersion
  live: boolean
  changes: PageChange[]
  unsaved: boolean
  onRestored: (page: Page) => void
}

function VersionItem({ args, version, live, changes, unsaved, onRestored }: VersionItemProps) {
  const [comparing, setComparing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [restore, restoring] = useRestorePageVersionMutation()
  const name = `version ${version.number}`
  const doRestore = async () => {
    const answer = await restore({ ...args, number: version.number })
    setConfirming(false)
    if ('data' in answer && answer.data) onRestored(answer.data)
  }
  return (
    <ListRow>
      <Text fontWeight="semibold">
        Version {version.number}
        {live ? ' — shown on the site' : ''}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Published {when.format(new Date(version.published_at))} · “{version.title}” at /{version.url}
      </Text>
      <Flex gap="2" marginTop="2" wrap="wrap">
        <Button size="xs" variant="outline" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          Compare {name} with the draft
        </Button>
        {confirming ? (
          <>
            <Button {...needs('edit-pages')} size="xs" colorPalette="primary" onClick={() => void doRestore()} loading={restoring.isLoading} loadingText="Restoring…">
              Yes, make {name} the draft
            </Button>
            <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
              Keep the draft
            </Button>
          </>
        ) : (
          <Button {...needs('edit-pages')} size="xs" variant="outline" onClick={() => setConfirming(true)} aria-label={`Restore ${name}`}>
            Restore
          </Button>
        )}
      </Flex>
      {confirming ? (
        <Text fontSize="sm" marginTop="2" role="status">
          {unsaved ? 'Your unsaved changes will be lost. ' : ''}The draft becomes {name}; publish it to show it on the site.
        </Text>
      ) : null}
      {comparing ? (
        <Box marginTop="3">
          <PageChanges changes={changes} label={`What the draft changes against ${name}`} none={`The draft is the same as ${name}.`} />
        </Box>
      ) : null}
    </ListRow>
  )
}
