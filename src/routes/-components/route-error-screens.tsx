import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { StatusError, describeError } from './describe-error'
import { ErrorScreen } from './error-screen'

/** Any error thrown while loading or rendering a route ends here, in place of every layout. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const intl = useIntl()
  const router = useRouter()
  useEffect(() => {
    console.error('The page failed:', error)
  }, [error])
  return (
    <ErrorScreen
      description={describeError(error, intl)}
      onBackHome={async () => {
        await router.navigate({ to: '/' })
        reset()
      }}
    />
  )
}

/** An unmatched address: a 404 "Page not found: {path}", naming the path so a mistyped link is easy to spot. */
export function NotFoundScreen() {
  const intl = useIntl()
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const description = useMemo(() => describeError(new StatusError(404, `Page not found: ${pathname}`), intl), [pathname, intl])
  return <ErrorScreen description={description} onBackHome={() => router.navigate({ to: '/' })} />
}
