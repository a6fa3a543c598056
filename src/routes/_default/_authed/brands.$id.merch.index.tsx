import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/merch/')({ component: BrandMerchScreen })

function BrandMerchScreen() {
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.merch.title', defaultMessage: 'Merchandise' })}>
      <FormattedMessage id="workspace.planned.merch.text" defaultMessage="The brand's merchandise for sale will be listed here." />
    </PlannedScreen>
  )
}
