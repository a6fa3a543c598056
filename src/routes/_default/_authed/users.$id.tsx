import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { SectionFrame } from '../../-components/section-tabs'
import { useGetPersonOverviewQuery } from '../../../features/people/api/get-person-overview'
import { personName } from '../../../features/people/person-name'
import { useAppFeatures } from '../../../lib/features/features-context'

export const Route = createFileRoute('/_default/_authed/users/$id')({ component: UserLayout })

function UserLayout() {
  const { id } = Route.useParams()
  const overview = useGetPersonOverviewQuery(id)
  // The person's sections, in the order of their tabs: each feature declares its own (src/app/features.ts).
  const { userTabs } = useAppFeatures()
  const intl = useIntl()
  return (
    <SectionFrame
      title={overview.data ? personName(overview.data.person, intl.formatMessage) : intl.formatMessage({ id: 'people.layout.person', defaultMessage: 'Person' })}
      label={intl.formatMessage({ id: 'people.layout.sections', defaultMessage: 'Person sections' })}
      base={`/users/${id}`}
      tabs={userTabs}
    >
      <Outlet />
    </SectionFrame>
  )
}
