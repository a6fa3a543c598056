import { config } from 'zod/v4/core'

/**
 * What `zod` is in the browser build (vite.config.ts aliases it here). zod probes for `new Function`
 * the first time a schema is built, to compile fast parsers; the page's Content-Security-Policy
 * refuses eval, so the probe would fail anyway, but a refused probe is still reported as a
 * violation. Turning the compiler off before any schema is built skips the probe; parsing is the
 * same. Every module that imports `zod` imports this one first, so no schema is built before it runs.
 */
config({ jitless: true })

export * from 'zod/v4'
