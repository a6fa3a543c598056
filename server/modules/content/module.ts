import { contentActions } from '../../../src/domain/brand-actions/content'
import { defineModule } from '../../module-definition'
import { createContentPage } from './content-page'
import { createPageRepository, type PageRepository } from './page-repository'
import { pageRoutes } from './page-routes'
import { publicPageRoutes } from './public-page-routes'

declare module '../../app-context' {
  interface Repositories {
    pages: PageRepository
  }
}

/** Content: a site's pages at /{url}, their drafts, versions and publishing, drawn by the server. */
export const contentModule = defineModule({
  name: 'content',
  roleActions: contentActions,
  repositories: (db) => ({ pages: createPageRepository(db) }),
  setup(context, app) {
    app.sitePages.content = createContentPage(context, context.config.staticDir)
    return {}
  },
  routes: [pageRoutes, publicPageRoutes],
  auditActions: ['page.created', 'page.edited', 'page.published', 'page.unpublished', 'page.deleted', 'page.restored'],
})
