import { Badge, Box, Button, Code, Flex, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import type { SiteHost } from '../../../domain/site-hosts'
import { needs } from '../../../lib/features/brand-role'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useCheckHostMutation, useMakeHostMainMutation, useRemoveHostMutation } from '../api/host-actions'
import type { HostRef } from '../api/sites-api'

/** One host name: whether it serves the site, how to make it do so, and what an admin can do with it. */
export function HostRow({ hostRef, host, mayManage }: { hostRef: HostRef; host: SiteHost; mayManage: boolean }) {
  const [checkHost, checking] = useCheckHostMutation()
  const [makeMain, making] = useMakeHostMainMutation()
  const [removeHost, removing] = useRemoveHostMutation()
  const [confirming, setConfirming] = useState(false)
  const { problem, attempt } = useActionProblem()
  const intl = useIntl()
  const offline = intl.formatMessage({ id: 'brandSites.host.offline', defaultMessage: 'You are offline, so nothing was changed. Try again when you are back online.' })
  const name = host.hostname
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const ltr = (chunks: ReactNode[]) => (
    <Text as="span" dir="ltr">
      {chunks}
    </Text>
  )

  async function run(action: () => Promise<{ data: unknown; error?: undefined } | { error: unknown }>, done: (data: unknown) => string | null) {
    const result = await attempt(action, offline)
    const message = result && done(result.data)
    if (message) notifySuccess(message)
  }
  const check = () =>
    run(
      () => checkHost(hostRef),
      (data) => ((data as SiteHost).verified_at ? intl.formatMessage({ id: 'brandSites.host.verified', defaultMessage: '{host} answers its token: it serves the site now.' }, { host: name }) : null),
    )

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-all" dir="ltr">
          {name}
        </Text>
        {host.verified_at ? (
          <Badge colorPalette="green">
            <FormattedMessage id="brandSites.host.verifiedBadge" defaultMessage="Verified" />
          </Badge>
        ) : (
          <Badge colorPalette="orange">
            <FormattedMessage id="brandSites.host.waiting" defaultMessage="Waiting" />
          </Badge>
        )}
        {host.is_main ? (
          <Badge colorPalette="primary">
            <FormattedMessage id="brandSites.host.main" defaultMessage="Main" />
          </Badge>
        ) : null}
      </Flex>
      {host.verified_at ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="brandSites.host.servesSince" defaultMessage="Serves the site since {when}." values={{ when: when(host.verified_at) }} />
        </Text>
      ) : (
        <Box fontSize="sm" marginTop="1">
          <Text>
            <FormattedMessage id="brandSites.host.notServing" defaultMessage="Not serving the site yet: it must show that it points at this server." />
          </Text>
          {host.verification ? (
            <Text marginTop="1">
              <FormattedMessage
                id="brandSites.host.howToVerify"
                defaultMessage="Serve {token} at {url}, or point the host's DNS at this server and Marque answers it itself. Then press Check now."
                values={{
                  token: (
                    <Code wordBreak="break-all" dir="ltr">
                      {host.verification.token}
                    </Code>
                  ),
                  url: (
                    <Code wordBreak="break-all" dir="ltr">
                      {host.verification.url}
                    </Code>
                  ),
                }}
              />
            </Text>
          ) : null}
        </Box>
      )}
      {host.checked_at ? (
        <Text fontSize="sm" color={host.check_problem ? 'fg.error' : 'fg.muted'} marginTop="1">
          {host.check_problem ? (
            <FormattedMessage
              id="brandSites.host.checkedProblem"
              defaultMessage="Last checked {when}: it {problem}."
              values={{ when: when(host.checked_at), problem: host.check_problem }}
            />
          ) : (
            <FormattedMessage id="brandSites.host.checkedFine" defaultMessage="Last checked {when}: it answered its token." values={{ when: when(host.checked_at) }} />
          )}
        </Text>
      ) : null}
      {mayManage ? (
        <Flex gap="2" wrap="wrap" marginTop="2">
          <Button
            {...needs('manage-sites')}
            size="sm"
            variant="outline"
            loading={checking.isLoading}
            loadingText={intl.formatMessage({ id: 'brandSites.host.checking', defaultMessage: 'Checking…' })}
            aria-label={intl.formatMessage({ id: 'brandSites.host.checkHost', defaultMessage: 'Check now: {host}' }, { host: name })}
            onClick={() => void check()}
          >
            <FormattedMessage id="brandSites.host.check" defaultMessage="Check now" />
          </Button>
          {host.verified_at && !host.is_main ? (
            <Button
              {...needs('manage-sites')}
              size="sm"
              variant="outline"
              loading={making.isLoading}
              aria-label={intl.formatMessage({ id: 'brandSites.host.makeMainHost', defaultMessage: 'Make main: {host}' }, { host: name })}
              onClick={() =>
                void run(
                  () => makeMain(hostRef),
                  () => intl.formatMessage({ id: 'brandSites.host.madeMain', defaultMessage: '{host} is the main host name now.' }, { host: name }),
                )
              }
            >
              <FormattedMessage id="brandSites.host.makeMain" defaultMessage="Make main" />
            </Button>
          ) : null}
          {confirming ? (
            <Flex role="alertdialog" aria-label={intl.formatMessage({ id: 'brandSites.host.removeQuestion', defaultMessage: 'Remove {host}?' }, { host: name })} gap="2" align="center" wrap="wrap">
              <Text fontSize="sm">
                <FormattedMessage id="brandSites.host.removeNote" defaultMessage="Remove <ltr>{host}</ltr>? It stops serving the site at once." values={{ host: name, ltr }} />
              </Text>
              <Button
                {...needs('manage-sites')}
                size="sm"
                colorPalette="red"
                loading={removing.isLoading}
                onClick={() =>
                  void run(
                    () => removeHost(hostRef),
                    () => intl.formatMessage({ id: 'brandSites.host.removed', defaultMessage: '{host} is removed.' }, { host: name }),
                  ).finally(() => setConfirming(false))
                }
              >
                <FormattedMessage id="brandSites.host.removeForGood" defaultMessage="Remove for good" />
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                <FormattedMessage id="brandSites.host.keep" defaultMessage="Keep it" />
              </Button>
            </Flex>
          ) : (
            <Button
              {...needs('manage-sites')}
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={intl.formatMessage({ id: 'brandSites.host.removeHost', defaultMessage: 'Remove: {host}' }, { host: name })}
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="brandSites.host.remove" defaultMessage="Remove" />
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
