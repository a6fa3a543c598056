import { createFileRoute } from '@tanstack/react-router'
import { VcardLayout } from './-components/vcard-layout'

export const Route = createFileRoute('/_vcard')({ component: VcardLayout })
