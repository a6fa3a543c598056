import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from './-components/default-layout'

export const Route = createFileRoute('/_default')({ component: DefaultLayout })
