import type { AnyRouter } from '@tanstack/react-router'
import { createPrefetchLimiter, type PrefetchLimiter } from './prefetch-limiter'

/**
 * Prefetches the page behind each in-app link that comes into view — its code and its loader's
 * payload — at most 4 at once, so a tap on it opens at once, and works offline later.
 */
export function startLinkPrefetch(router: AnyRouter, limiter: PrefetchLimiter = createPrefetchLimiter()): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  const observed = new WeakSet<Element>()

  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      visibility.unobserve(entry.target)
      const url = new URL((entry.target as HTMLAnchorElement).href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) continue
      // A plain path found in the page: the router matches it against its tree like any link.
      const to = url.pathname as Parameters<AnyRouter['preloadRoute']>[0]['to']
      limiter.prefetch(url.pathname, () => router.preloadRoute({ to }))
    }
  })

  const watch = (root: ParentNode) => {
    for (const link of root.querySelectorAll('a[href^="/"]')) {
      if (observed.has(link) || link.hasAttribute('download')) continue
      observed.add(link)
      visibility.observe(link)
    }
  }
  const changes = new MutationObserver(() => watch(document))
  changes.observe(document.body, { childList: true, subtree: true })
  watch(document)
  return () => {
    changes.disconnect()
    visibility.disconnect()
  }
}
