import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/invoices/')({ component: BrandInvoicesScreen })

function BrandInvoicesScreen() {
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.invoices.title', defaultMessage: 'Invoices' })}>
      <FormattedMessage id="workspace.planned.invoices.text" defaultMessage="The brand's invoices will be listed here." />
    </PlannedScreen>
  )
}
