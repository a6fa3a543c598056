import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A page another module draws at one of the app's addresses, named by the rest of the address (a
 * content page's url, a video's id), or null when it has none of that name (the app's own screen
 * answers instead). Once a page is sent the promise settles to nothing, whatever the sender
 * returned (a sent reply is a thenable, which `await` follows): ask `reply.sent`.
 */
export type SitePageSender = (request: FastifyRequest, reply: FastifyReply, name: string) => Promise<FastifyReply | null>

/**
 * The pages other modules draw among the app's addresses, each set by its module's setup (modules
 * come after this one): a content page at /{url}, a video's page at /video/{id}.
 */
export type SitePages = { content?: SitePageSender; video?: SitePageSender }

declare module 'fastify' {
  interface FastifyInstance {
    /** Made by the pages module's setup, filled by the modules that draw a page of their own. */
    readonly sitePages: SitePages
  }
}
