import { FormattedMessage, useIntl } from 'react-intl'
import { QueryList } from '../../../components/ui/query-list'
import type { AppointmentType } from '../../../domain/appointment'
import { useListAppointmentTypesQuery } from '../api/list-appointment-types'
import { AppointmentTypeRow } from './appointment-type-row'
import { TitledSection } from '../../../components/ui/titled-section'

/** The brand's appointment types, each with its booking page and a way to change it. */
export function AppointmentTypeList({ brandId, meId, onEdit }: { brandId: string; meId: string | null; onEdit: (type: AppointmentType) => void }) {
  const intl = useIntl()
  const types = useListAppointmentTypesQuery(brandId)
  return (
    <TitledSection title={intl.formatMessage({ id: 'appointments.typeList.title', defaultMessage: 'The brand’s appointment types' })} gap="3">
      <QueryList
        query={types}
        items={(list) => list}
        keyOf={(type) => type.id}
        loading={<FormattedMessage id="appointments.typeList.loading" defaultMessage="Loading appointment types…" />}
        offline={<FormattedMessage id="appointments.typeList.offline" defaultMessage="Connect to the internet to see the appointment types." />}
        empty={<FormattedMessage id="appointments.typeList.empty" defaultMessage="No appointment types yet. Make the first above." />}
      >
        {(type) => <AppointmentTypeRow type={type} meId={meId} onEdit={onEdit} />}
      </QueryList>
    </TitledSection>
  )
}
