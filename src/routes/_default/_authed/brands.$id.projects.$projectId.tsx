import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/projects/$projectId')({ component: BrandProjectScreen })

function BrandProjectScreen() {
  const { projectId } = Route.useParams()
  const intl = useIntl()
  return (
    <PlannedScreen title={intl.formatMessage({ id: 'workspace.planned.project.title', defaultMessage: 'Project' })}>
      <FormattedMessage id="workspace.planned.project.text" defaultMessage="Project {id} will be shown here with its pages and people." values={{ id: projectId }} />
    </PlannedScreen>
  )
}
