import { Badge, Button, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ListRow } from '../../../components/ui/item-list'
import { QueryList } from '../../../components/ui/query-list'
import type { Page } from '../../../domain/page'
import { needs } from '../../../lib/features/brand-role'
import { useListPagesQuery } from '../api/list-pages'
import { useDeletePageMutation } from '../api/publish-page'

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The pages of a site, drafts and published, by address: each opened in the builder, seen on the site, or deleted. */
export function PageList({ brandId, siteId }: { brandId: string; siteId: string }) {
  const pages = useListPagesQuery({ brandId, siteId })
  return (
    <QueryList query={pages} items={(answer) => answer.pages} keyOf={(page) => page.id} label="Pages of the site" of="the pages" empty="No pages yet. Create one above: an “About us”, a team page, a news log.">
      {(page) => <PageItem brandId={brandId} page={page} />}
    </QueryList>
  )
}

function PageItem({ brandId, page }: { brandId: string; page: Page }) {
  const [confirming, setConfirming] = useState(false)
  const [deletePage, deleting] = useDeletePageMutation()
  const firstType = page.blocks[0]?.type ?? 'html'
  return (
    <ListRow padding="4">
      <Heading as="h2" size="md" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        <Link to="/content/$id/$type" params={{ id: page.id, type: firstType }}>
          {page.title}
        </Link>
        <Badge colorPalette={page.status === 'published' ? 'green' : 'gray'}>{page.status === 'published' ? 'Published' : 'Draft'}</Badge>
        {page.status === 'published' && page.has_unpublished_changes ? <Badge variant="outline">Changes not yet published</Badge> : null}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        /{page.url} · {page.blocks.length} {page.blocks.length === 1 ? 'block' : 'blocks'} · saved {when.format(new Date(page.updated_at))}
      </Text>
      <Flex gap="2" marginTop="3" wrap="wrap">
        <Button {...needs('edit-pages')} asChild size="xs" variant="outline">
          <Link to="/content/$id/$type" params={{ id: page.id, type: firstType }} aria-label={`Edit ${page.title}`}>
            Edit
          </Link>
        </Button>
        {page.status === 'published' ? (
          <Button asChild size="xs" variant="outline">
            <ChakraLink href={`/${page.url}`} aria-label={`View ${page.title} on the site`}>
              View
            </ChakraLink>
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button {...needs('edit-pages')} size="xs" colorPalette="red" onClick={() => void deletePage({ brandId, siteId: page.site_id, pageId: page.id })} loading={deleting.isLoading} loadingText="Deleting…">
              Yes, delete {page.title}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button {...needs('edit-pages')} size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Delete ${page.title}`}>
            Delete
          </Button>
        )}
      </Flex>
      {confirming ? (
        <Text fontSize="sm" marginTop="2" role="status">
          The page, its draft and its versions are deleted for good{page.status === 'published' ? `, and /${page.url} stops answering` : ''}.
        </Text>
      ) : null}
    </ListRow>
  )
}
