import { Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link, notFound, rootRouteId, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { PageBuilder } from '../../../features/content-pages/components/page-builder'
import { useGetPageQuery } from '../../../features/content-pages/api/get-page'
import { isBuilderBlockType } from '../../../features/content-pages/page-blocks'
import { failureStatus } from '../../../lib/api/api-failure'
import { useBrand } from '../../../lib/site/use-brand'
import { blockTypeOf, isContentType, plannedContentTypes } from './-content-types'
import { ScreenTitle } from '../../../components/ui/screen-title'

/**
 * The page builder: /content/{pageId}/{type}?block={blockId} opens page {pageId} with the editor of
 * its block {blockId}, a block of type {type}. Without a block, the palette offers {type} first.
 */
export const Route = createFileRoute('/_default/_authed/content/$id/$type')({
  params: {
    parse: ({ id, type }) => {
      // An unknown kind is an address that does not exist: the 404 screen, not an error.
      if (!isContentType(type)) throw notFound({ routeId: rootRouteId })
      return { id, type }
    },
    stringify: ({ id, type }) => ({ id, type }),
  },
  validateSearch: (search: Record<string, unknown>): { block?: string } => (typeof search.block === 'string' && search.block ? { block: search.block } : {}),
  component: ContentScreen,
})

function ContentScreen() {
  const { id, type } = Route.useParams()
  const { block } = Route.useSearch()
  const brand = useBrand()
  const brandId = brand.site.brand_id
  const navigate = useNavigate()
  const page = useGetPageQuery({ brandId, pageId: id })
  const blockType = blockTypeOf(type)
  const intl = useIntl()
  const later = isBuilderBlockType(blockType) ? null : (
    <Text role="note" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <FormattedMessage
        id="contentPages.builderScreen.planned"
        defaultMessage="{type} blocks cannot be added to pages yet: they come with their part of the product. The page’s other blocks can be edited here."
        values={{ type: intl.formatMessage(plannedContentTypes[blockType]) }}
      />
    </Text>
  )
  if (page.data) {
    return (
      <Stack gap="4">
        {later}
        <PageBuilder
          key={page.data.id}
          brandId={brandId}
          page={page.data}
          suggestedType={blockType}
          selectedId={block ?? null}
          onSelect={(selected) =>
            void navigate({ to: '/content/$id/$type', params: { id, type: selected?.type ?? type }, search: selected ? { block: selected.id } : {}, replace: true, resetScroll: false })
          }
        />
      </Stack>
    )
  }
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'contentPages.builderScreen.title', defaultMessage: 'Page' })} />
      {later}
      <QueryState
        query={page}
        loading={<FormattedMessage id="contentPages.publicPage.loading" defaultMessage="Loading the page…" />}
        offline={<FormattedMessage id="contentPages.builderScreen.offline" defaultMessage="You are offline, so the page cannot be loaded." />}
        canRetry={(error) => failureStatus(error) !== 404 && failureStatus(error) !== 403}
        actions={
          <Link to="/brands/$id/pages" params={{ id: brandId }}>
            <FormattedMessage id="contentPages.pageBuilder.allPages" defaultMessage="All pages" />
          </Link>
        }
      >
        {() => null}
      </QueryState>
    </Stack>
  )
}
