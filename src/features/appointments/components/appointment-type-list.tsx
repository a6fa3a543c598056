import { Heading, Stack } from '@chakra-ui/react'
import { ItemList } from '../../../components/ui/item-list'
import { QueryState } from '../../../components/ui/query-state'
import type { AppointmentType } from '../../../domain/appointment'
import { useListAppointmentTypesQuery } from '../api/list-appointment-types'
import { AppointmentTypeRow } from './appointment-type-row'

/** The brand's appointment types, each with its booking page and a way to change it. */
export function AppointmentTypeList({ brandId, onEdit }: { brandId: string; onEdit: (type: AppointmentType) => void }) {
  const types = useListAppointmentTypesQuery(brandId)
  return (
    <Stack as="section" aria-labelledby="appointment-types-heading" gap="3">
      <Heading as="h2" id="appointment-types-heading" size="lg">
        The brand’s appointment types
      </Heading>
      <QueryState
        query={types}
        loading="Loading appointment types…"
        offline="Connect to the internet to see the appointment types."
        empty={{ when: (list) => list.length === 0, message: 'No appointment types yet. Make the first above.' }}
      >
        {(list) => (
          <ItemList items={list} keyOf={(type) => type.id}>
            {(type) => <AppointmentTypeRow type={type} onEdit={onEdit} />}
          </ItemList>
        )}
      </QueryState>
    </Stack>
  )
}
