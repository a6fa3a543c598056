import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/merch/$merchId')({ component: BrandMerchItemScreen })

function BrandMerchItemScreen() {
  const { merchId } = Route.useParams()
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.merchItem.title', defaultMessage: 'Merchandise item' })}>
      <FormattedMessage id="workspace.planned.merchItem.text" defaultMessage="Item {id} will be shown here: its pictures, price and stock." values={{ id: merchId }} />
    </PlannedScreen>
  )
}
