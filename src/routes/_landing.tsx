import { createFileRoute } from '@tanstack/react-router'
import { LandingLayout } from './-components/landing-layout'

export const Route = createFileRoute('/_landing')({ component: LandingLayout })
