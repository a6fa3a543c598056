import { Stack } from '@chakra-ui/react'
import { useState } from 'react'
import type { AppointmentType } from '../../../domain/appointment'
import { useRoleTable } from '../../../lib/features/features-context'
import { useListBrandPeopleQuery } from '../api/list-brand-people'
import { AppointmentTypeForm } from './appointment-type-form'
import { AppointmentTypeList } from './appointment-type-list'

/**
 * The brand's appointment types, and a new one for the person signed in to host (or one of them
 * changed): what it is, how long, where, their hours on which days in their time zone, and the
 * rules visitors book by. Visitors book at its booking page, and the host's cards offer "Book a meeting".
 */
export function AppointmentTypes({ brandId, meId }: { brandId: string; meId: string | null }) {
  const [editing, setEditing] = useState<AppointmentType | null>(null)
  // An owner or admin hosts a type for any of the brand's people; anyone else for themself.
  const people = useListBrandPeopleQuery(brandId)
  const roleTable = useRoleTable()
  const mayNameHost = people.data ? roleTable.may(people.data.your_role, 'manage-appointments') : false
  return (
    <Stack gap="8">
      <AppointmentTypeForm key={editing?.id ?? 'new'} brandId={brandId} editing={editing} hosts={mayNameHost && people.data ? people.data.members : null} onDone={() => setEditing(null)} />
      <AppointmentTypeList brandId={brandId} meId={meId} onEdit={setEditing} />
    </Stack>
  )
}
