import { createHook } from 'node:async_hooks'

/**
 * Keeps one of the objects Node makes for each `process.nextTick` alive for the life of the server.
 *
 * Every answer goes through nextTick about ten times (Node's streams and HTTP code). V8 remembers
 * the shape (its hidden class) of the object nextTick builds, and builds it fast while that shape
 * stays the one it saw first. A full garbage collection at a moment when no such object is alive
 * frees the shape; the next object gets a new one, V8 gives up on the fast path for good, and
 * every nextTick after that goes through its generic runtime: measured three to five times as
 * slow, and 10–15 % fewer answers a second on the site lookup. Whether that happens depended on
 * when the collections of a start fell (docs/performance.md). An object kept alive keeps its shape.
 *
 * Imported first by the server's entry, it runs before any of the server's own modules. The
 * packages they import load before it; in twelve measured starts none lost the shape that early.
 */
// Held and never read: holding it is the point.
let keptTick: object | undefined
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') keptTick ??= resource
  },
}).enable()
process.nextTick(() => {})
hook.disable()
