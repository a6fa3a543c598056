import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '../-guards'

export const Route = createFileRoute('/_default/_authed')({
  beforeLoad: requireSignedIn,
  component: Outlet,
})
