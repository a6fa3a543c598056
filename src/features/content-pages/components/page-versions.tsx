import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { Page, PageVersion } from '../../../domain/page'
import { useListPageVersionsQuery, useRestorePageVersionMutation } from '../api/page-versions'
import { comparePages, type PageChange } from '../page-blocks'
import { PageChanges } from './page-changes'
import { TitledSection } from '../../../components/ui/titled-section'
import { needs } from '../../../lib/features/brand-role'

type Draft = Parameters<typeof comparePages>[1]

/**
 * Every published version of the page, newest first: each compared with the draft on the screen,
 * and restored as the draft (which then needs publishing to be shown).
 */
export function PageVersions({ brandId, page, draft, unsaved, onRestored }: { brandId: string; page: Page; draft: Draft; unsaved: boolean; onRestored: (page: Page) => void }) {
  const args = { brandId, siteId: page.site_id, pageId: page.id }
  const versions = useListPageVersionsQuery(args)
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'contentPages.pageVersions.title', defaultMessage: 'Versions' })} size="md" titleSpace="2">
      <QueryList
        query={versions}
        items={(answer) => answer.versions}
        keyOf={(version) => version.number}
        label={intl.formatMessage({ id: 'contentPages.pageVersions.label', defaultMessage: 'Published versions' })}
        ordered
        loading={<FormattedMessage id="contentPages.pageVersions.loading" defaultMessage="Loading the versions…" />}
        offline={<FormattedMessage id="contentPages.pageVersions.offline" defaultMessage="You are offline, so the versions cannot be loaded." />}
        empty={<FormattedMessage id="contentPages.pageVersions.empty" defaultMessage="No version yet: each time the page is published, the published page is kept here." />}
      >
        {(version) => (
          <VersionItem
            args={args}
            version={version}
            live={version.number === page.published_version && page.status === 'published'}
            changes={comparePages(version, draft, intl.formatMessage)}
            unsaved={unsaved}
            onRestored={onRestored}
          />
        )}
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
  const intl = useIntl()
  const number = version.number
  const doRestore = async () => {
    const answer = await restore({ ...args, number: version.number })
    setConfirming(false)
    if ('data' in answer && answer.data) onRestored(answer.data)
  }
  return (
    <ListRow>
      <Text fontWeight="semibold">
        {live ? (
          <FormattedMessage id="contentPages.pageVersions.versionLive" defaultMessage="Version {number} — shown on the site" values={{ number }} />
        ) : (
          <FormattedMessage id="contentPages.pageVersions.version" defaultMessage="Version {number}" values={{ number }} />
        )}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="contentPages.pageVersions.published"
          defaultMessage="Published {when} · “{title}” at <ltr>/{address}</ltr>"
          values={{
            when: intl.formatDate(version.published_at, { dateStyle: 'medium', timeStyle: 'short' }),
            title: version.title,
            address: version.url,
            ltr: (chunks) => (
              <Text as="span" dir="ltr">
                {chunks}
              </Text>
            ),
          }}
        />
      </Text>
      <Flex gap="2" marginTop="2" wrap="wrap">
        <Button size="xs" variant="outline" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          <FormattedMessage id="contentPages.pageVersions.compare" defaultMessage="Compare version {number} with the draft" values={{ number }} />
        </Button>
        {confirming ? (
          <>
            <Button
              {...needs('edit-pages')}
              size="xs"
              colorPalette="primary"
              onClick={() => void doRestore()}
              loading={restoring.isLoading}
              loadingText={intl.formatMessage({ id: 'contentPages.pageVersions.restoring', defaultMessage: 'Restoring…' })}
            >
              <FormattedMessage id="contentPages.pageVersions.confirmRestore" defaultMessage="Yes, make version {number} the draft" values={{ number }} />
            </Button>
            <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
              <FormattedMessage id="contentPages.pageVersions.keepDraft" defaultMessage="Keep the draft" />
            </Button>
          </>
        ) : (
          <Button
            {...needs('edit-pages')}
            size="xs"
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage({ id: 'contentPages.pageVersions.restoreVersion', defaultMessage: 'Restore version {number}' }, { number })}
          >
            <FormattedMessage id="contentPages.pageVersions.restore" defaultMessage="Restore" />
          </Button>
        )}
      </Flex>
      {confirming ? (
        <Text fontSize="sm" marginTop="2" role="status">
          {unsaved ? (
            <FormattedMessage
              id="contentPages.pageVersions.restoreUnsaved"
              defaultMessage="Your unsaved changes will be lost. The draft becomes version {number}; publish it to show it on the site."
              values={{ number }}
            />
          ) : (
            <FormattedMessage id="contentPages.pageVersions.restoreNote" defaultMessage="The draft becomes version {number}; publish it to show it on the site." values={{ number }} />
          )}
        </Text>
      ) : null}
      {comparing ? (
        <Box marginTop="3">
          <PageChanges
            changes={changes}
            label={intl.formatMessage({ id: 'contentPages.pageVersions.changesLabel', defaultMessage: 'What the draft changes against version {number}' }, { number })}
            none={intl.formatMessage({ id: 'contentPages.pageVersions.same', defaultMessage: 'The draft is the same as version {number}.' }, { number })}
          />
        </Box>
      ) : null}
    </ListRow>
  )
}
