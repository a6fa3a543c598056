import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from './-guards'
import { NotFoundScreen, RouteErrorScreen } from './-components/route-error-screens'

// Layouts are pathless child routes, so the root's error and not-found screens replace every layout:
// they are the blank layout. No other route sets an error component, so every error reaches this one.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
})
