import { Badge, Box, Button, Code, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import type { SiteHost } from '../../../domain/site-hosts'
import { needs } from '../../../lib/features/brand-role'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCheckHostMutation, useMakeHostMainMutation, useRemoveHostMutation } from '../api/host-actions'
import type { HostRef } from '../api/sites-api'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** One host name: whether it serves the site, how to make it do so, and what an admin can do with it. */
export function HostRow({ hostRef, host, mayManage }: { hostRef: HostRef; host: SiteHost; mayManage: boolean }) {
  const [checkHost, checking] = useCheckHostMutation()
  const [makeMain, making] = useMakeHostMainMutation()
  const [removeHost, removing] = useRemoveHostMutation()
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const offline = 'You are offline, so nothing was changed. Try again when you are back online.'
  const name = host.hostname

  async function run(action: () => Promise<{ data: unknown; error?: undefined } | { error: unknown }>, done: (data: unknown) => string | null) {
    const result = await attempt(action, offline)
    const message = result && done(result.data)
    if (message) notifySuccess(message)
  }
  const check = () =>
    run(
      () => checkHost(hostRef),
      (data) => ((data as SiteHost).verified_at ? `${name} answers its token: it serves the site now.` : null),
    )

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-all">
          {name}
        </Text>
        {host.verified_at ? <Badge colorPalette="green">Verified</Badge> : <Badge colorPalette="orange">Waiting</Badge>}
        {host.is_main ? <Badge colorPalette="primary">Main</Badge> : null}
      </Flex>
      {host.verified_at ? (
        <Text fontSize="sm" color="fg.muted">
          Serves the site since {when(host.verified_at)}.
        </Text>
      ) : (
        <Box fontSize="sm" marginTop="1">
          <Text>Not serving the site yet: it must show that it points at this server.</Text>
          {host.verification ? (
            <Text marginTop="1">
              Serve <Code wordBreak="break-all">{host.verification.token}</Code> at{' '}
              <Code wordBreak="break-all">{host.verification.url}</Code>, or point the host's DNS at this server and Marque answers it
              itself. Then press Check now.
            </Text>
          ) : null}
        </Box>
      )}
      {host.checked_at ? (
        <Text fontSize="sm" color={host.check_problem ? 'fg.error' : 'fg.muted'} marginTop="1">
          Last checked {when(host.checked_at)}: {host.check_problem ? `it ${host.check_problem}.` : 'it answered its token.'}
        </Text>
      ) : null}
      {mayManage ? (
        <Flex gap="2" wrap="wrap" marginTop="2">
          <Button {...needs('manage-sites')} size="sm" variant="outline" loading={checking.isLoading} loadingText="Checking…" aria-label={`Check now: ${name}`} onClick={() => void check()}>
            Check now
          </Button>
          {host.verified_at && !host.is_main ? (
            <Button
              {...needs('manage-sites')}
              size="sm"
              variant="outline"
              loading={making.isLoading}
              aria-label={`Make main: ${name}`}
              onClick={() => void run(() => makeMain(hostRef), () => `${name} is the main host name now.`)}
            >
              Make main
            </Button>
          ) : null}
          {confirming ? (
            <Flex role="alertdialog" aria-label={`Remove ${name}?`} gap="2" align="center" wrap="wrap">
              <Text fontSize="sm">Remove {name}? It stops serving the site at once.</Text>
              <Button
                {...needs('manage-sites')}
                size="sm"
                colorPalette="red"
                loading={removing.isLoading}
                onClick={() => void run(() => removeHost(hostRef), () => `${name} is removed.`).finally(() => setConfirming(false))}
              >
                Remove for good
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Flex>
          ) : (
            <Button {...needs('manage-sites')} size="sm" variant="outline" colorPalette="red" aria-label={`Remove: ${name}`} onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </Flex>
      ) : null}
      <FormProblem fontSize="sm" marginTop="2">
        {problem}
      </FormProblem>
    </Box>
  )
}
