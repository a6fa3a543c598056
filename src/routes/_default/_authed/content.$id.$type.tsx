import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'
import { contentTypes, isContentType } from './-content-types'

export const Route = createFileRoute('/_default/_authed/content/$id/$type')({
  params: {
    parse: ({ id, type }) => {
      // An unknown kind is an address that does not exist: the 404 screen, not an error.
      if (!isContentType(type)) throw notFound({ routeId: rootRouteId })
      return { id, type }
    },
    stringify: ({ id, type }) => ({ id, type }),
  },
  component: ContentScreen,
})

function ContentScreen() {
  const { id, type } = Route.useParams()
  const { title, purpose } = contentTypes[type]
  return (
    <PlannedScreen title={title}>
      {purpose} (Content {id}.)
    </PlannedScreen>
  )
}
