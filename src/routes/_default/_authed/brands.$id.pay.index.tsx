import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/pay/')({ component: BrandPayScreen })

function BrandPayScreen() {
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.payments.title', defaultMessage: 'Payments' })}>
      <FormattedMessage id="workspace.planned.payments.text" defaultMessage="The brand's payments will be listed here." />
    </PlannedScreen>
  )
}
