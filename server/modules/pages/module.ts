import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../../app-context'
import { defineModule } from '../../module-definition'
import { projectRoot } from '../../project-root'
import { appFileRoutes } from './app-file-routes'
import { createCardPageRenderer } from './card-page'
import { openDrawnPages } from './drawn-pages'
import { createLandingPage } from './landing-page'
import { defaultManifestFile, manifestRoutes } from './manifest-routes'

/** What the pages' routes and hooks share: the card pages' renderer and the manifest served by default. */
type Drawing = { cardPages: ReturnType<typeof createCardPageRenderer>; defaultManifestPath: string }

/**
 * The built app, with the pages drawn in it (a card's, the landing, and those other modules add to
 * `app.sitePages`). Not encapsulated (Fastify's skip-override): its not-found handler must be the
 * root one.
 */
const appFiles: FastifyPluginAsync<AppContext & Drawing> = Object.assign(
  async (app: Parameters<FastifyPluginAsync>[0], { cardPages, defaultManifestPath: _, ...context }: AppContext & Drawing) => {
    const { staticDir } = context.config
    await appFileRoutes(app, { context, staticDir, renderCardPage: cardPages.render, sendLandingPage: createLandingPage(context, staticDir), sitePages: app.sitePages })
  },
  { [Symbol.for('skip-override')]: true },
)

/** Pages: what the browser loads, the card pages drawn ahead, the landing, the manifest and icons, the built app. */
export const pagesModule = defineModule<Drawing>({
  name: 'pages',
  setup(context, app) {
    // Card pages are drawn ahead into their store on local disk (drawn-pages.ts), opened at the first visit.
    const { drawnPagesDir } = context.config
    const cardPages = createCardPageRenderer(context, { drawnPages: drawnPagesDir === null ? undefined : () => openDrawnPages(drawnPagesDir), log: context.log })
    app.decorate('cardPagesDrawn', cardPages.drawn)
    app.decorate('sitePages', {})
    return { cardPages, defaultManifestPath: defaultManifestFile(projectRoot) }
  },
  routes: [manifestRoutes, appFiles],
  onClose: ({ cardPages }) => cardPages.stop(),
})
