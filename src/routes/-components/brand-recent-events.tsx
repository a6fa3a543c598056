import { useIntl } from 'react-intl'
import { EventLog } from '../../features/events/components/event-log'
import { useMayInBrand } from '../../features/workspace/use-may-in-brand'
import { TitledSection } from '../../components/ui/titled-section'

/** The brand's ten latest events, for those the role table lets read its log; nothing for the others. */
export function BrandRecentEvents({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const may = useMayInBrand(brandId)
  if (!may('read-events')) return null
  return (
    <TitledSection title={intl.formatMessage({ id: 'shell.brandRecentEvents.title', defaultMessage: 'Recent events' })} gap="3">
      <EventLog scope={{ brandId }} limit={10} />
    </TitledSection>
  )
}
