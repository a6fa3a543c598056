import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/projects/')({ component: BrandProjectsScreen })

function BrandProjectsScreen() {
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.projects.title', defaultMessage: 'Projects' })}>
      <FormattedMessage id="workspace.planned.projects.text" defaultMessage="The brand's projects will be listed here." />
    </PlannedScreen>
  )
}
