import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../route-tree.gen'
import type { AppStore } from './store'

export function createAppRouter(store: AppStore, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { store },
    history,
    // Unmatched addresses go to the root's not-found screen, outside every layout.
    notFoundMode: 'root',
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
