import { createFileRoute, notFound } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { QueryState } from '../../components/ui/query-state'
import { useGetPublicPageQuery } from '../../features/content-pages/api/get-public-page'
import { PublicPageView } from '../../features/content-pages/components/public-page-view'
import { useDocumentTitle } from '../../features/cards/use-document-title'
import { failureStatus } from '../../lib/api/api-failure'

export const Route = createFileRoute('/_default/$url')({ component: SitePageScreen })

/** A content page of the site at /{url}, opened inside the app (the server draws it for a visitor who opens the address). */
function SitePageScreen() {
  const { url } = Route.useParams()
  const query = useGetPublicPageQuery(url)
  useDocumentTitle(query.data?.title ?? null)
  // A draft or unknown page is the app's "Page not found: /{url}".
  if (failureStatus(query.error) === 404) throw notFound()
  return (
    <QueryState
      query={query}
      loading={<FormattedMessage id="contentPages.publicPage.loading" defaultMessage="Loading the page…" />}
      offline={<FormattedMessage id="contentPages.publicPage.offline" defaultMessage="This page has not been opened on this device yet; connect to the internet to see it." />}
    >
      {(page) => <PublicPageView page={page} />}
    </QueryState>
  )
}
