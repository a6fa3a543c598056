import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { UnsavedWorkGuard } from '../components/ui/unsaved-work'
import { KeepAppWords } from '../lib/words/app-words'
import type { RouterContext } from './-guards'
import { NotFoundScreen, RouteErrorScreen } from './-components/route-error-screens'

// Layouts are pathless child routes, so the root's error and not-found screens replace every layout:
// they are the blank layout. No other route sets an error component, so every error reaches this one.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
})

/** Every screen under the one guard of unsaved work: leaving any editor asks first (docs/app-shell.md). */
function Root() {
  return (
    <UnsavedWorkGuard>
      <KeepAppWords />
      <Outlet />
    </UnsavedWorkGuard>
  )
}
