import { Badge, Button, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { Page } from '../../../domain/page'
import { needs } from '../../../lib/features/brand-role'
import { useListPagesQuery } from '../api/list-pages'
import { useDeletePageMutation } from '../api/publish-page'

/** The pages of a site, drafts and published, by address: each opened in the builder, seen on the site, or deleted. */
export function PageList({ brandId, siteId }: { brandId: string; siteId: string }) {
  const pages = useListPagesQuery({ brandId, siteId })
  const intl = useIntl()
  return (
    <QueryList
      query={pages}
      items={(answer) => answer.pages}
      keyOf={(page) => page.id}
      label={intl.formatMessage({ id: 'contentPages.pageList.label', defaultMessage: 'Pages of the site' })}
      loading={<FormattedMessage id="contentPages.pageList.loading" defaultMessage="Loading the pages…" />}
      offline={<FormattedMessage id="contentPages.pageList.offline" defaultMessage="You are offline, so the pages cannot be loaded." />}
      empty={<FormattedMessage id="contentPages.pageList.empty" defaultMessage="No pages yet. Create one above: an “About us”, a team page, a news log." />}
    >
      {(page) => <PageItem brandId={brandId} page={page} />}
    </QueryList>
  )
}

function PageItem({ brandId, page }: { brandId: string; page: Page }) {
  const [confirming, setConfirming] = useState(false)
  const [deletePage, deleting] = useDeletePageMutation()
  const intl = useIntl()
  const title = page.title
  const firstType = page.blocks[0]?.type ?? 'html'
  return (
    <ListRow padding="4">
      <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        <Link to="/content/$id/$type" params={{ id: page.id, type: firstType }}>
          {page.title}
        </Link>
        <Badge colorPalette={page.status === 'published' ? 'green' : 'gray'}>
          {page.status === 'published' ? (
            <FormattedMessage id="contentPages.pageList.published" defaultMessage="Published" />
          ) : (
            <FormattedMessage id="contentPages.pageList.draft" defaultMessage="Draft" />
          )}
        </Badge>
        {page.status === 'published' && page.has_unpublished_changes ? (
          <Badge variant="outline">
            <FormattedMessage id="contentPages.pageList.unpublishedChanges" defaultMessage="Changes not yet published" />
          </Badge>
        ) : null}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="contentPages.pageList.about"
          defaultMessage="<ltr>/{address}</ltr> · {count, plural, one {# block} other {# blocks}} · saved {when}"
          values={{
            address: page.url,
            ltr: (chunks) => (
              <Text as="span" dir="ltr">
                {chunks}
              </Text>
            ),
            count: page.blocks.length,
            when: intl.formatDate(page.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </Text>
      <Flex gap="2" marginTop="3" wrap="wrap">
        <Button {...needs('edit-pages')} asChild size="xs" variant="outline">
          <Link to="/content/$id/$type" params={{ id: page.id, type: firstType }} aria-label={intl.formatMessage({ id: 'contentPages.pageList.editPage', defaultMessage: 'Edit {title}' }, { title })}>
            <FormattedMessage id="contentPages.pageList.edit" defaultMessage="Edit" />
          </Link>
        </Button>
        {page.status === 'published' ? (
          <Button asChild size="xs" variant="outline">
            <ChakraLink href={`/${page.url}`} aria-label={intl.formatMessage({ id: 'contentPages.pageList.viewPage', defaultMessage: 'View {title} on the site' }, { title })}>
              <FormattedMessage id="contentPages.pageList.view" defaultMessage="View" />
            </ChakraLink>
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button
              {...needs('edit-pages')}
              size="xs"
              colorPalette="red"
              onClick={() => void deletePage({ brandId, siteId: page.site_id, pageId: page.id })}
              loading={deleting.isLoading}
              loadingText={intl.formatMessage({ id: 'contentPages.pageList.deleting', defaultMessage: 'Deleting…' })}
            >
              <FormattedMessage id="contentPages.pageList.confirmDelete" defaultMessage="Yes, delete {title}" values={{ title }} />
            </Button>
            <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
              <FormattedMessage id="contentPages.pageList.keep" defaultMessage="Keep it" />
            </Button>
          </>
        ) : (
          <Button
            {...needs('edit-pages')}
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage({ id: 'contentPages.pageList.deletePage', defaultMessage: 'Delete {title}' }, { title })}
          >
            <FormattedMessage id="contentPages.pageList.delete" defaultMessage="Delete" />
          </Button>
        )}
      </Flex>
      {confirming ? (
        <Text fontSize="sm" marginTop="2" role="status">
          {page.status === 'published' ? (
            <FormattedMessage
              id="contentPages.pageList.deleteNotePublished"
              defaultMessage="The page, its draft and its versions are deleted for good, and <ltr>/{address}</ltr> stops answering."
              values={{
                address: page.url,
                ltr: (chunks) => (
                  <Text as="span" dir="ltr">
                    {chunks}
                  </Text>
                ),
              }}
            />
          ) : (
            <FormattedMessage id="contentPages.pageList.deleteNote" defaultMessage="The page, its draft and its versions are deleted for good." />
          )}
        </Text>
      ) : null}
    </ListRow>
  )
}
