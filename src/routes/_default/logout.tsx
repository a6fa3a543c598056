import { Text } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useAppDispatch } from '../../lib/store/hooks'
import { signOut } from '../../features/session/session-thunks'

export const Route = createFileRoute('/_default/logout')({ component: LogoutScreen })

function LogoutScreen() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  // React's development double effects must not sign out twice.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void dispatch(signOut()).then(() => navigate({ to: '/', replace: true }))
  }, [dispatch, navigate])
  return (
    <Text role="status">
      <FormattedMessage id="session.logout.signingOut" defaultMessage="Signing you out…" />
    </Text>
  )
}
