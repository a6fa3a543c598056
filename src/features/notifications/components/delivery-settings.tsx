import { Box, Button, Fieldset, Flex, Heading, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { FormSubmit } from '../../../components/ui/form-submit'
import { QueryState } from '../../../components/ui/query-state'
import { notificationKinds, notificationPreferencesSchema, type Delivery, type NotificationKind, type NotificationPreferences } from '../../../domain/notification'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useGetNotificationPreferencesQuery } from '../api/get-notification-preferences'
import { useUpdateNotificationPreferencesMutation } from '../api/update-notification-preferences'
import { usePushOnThisDevice, type PushState } from '../hooks/use-push-on-this-device'
import { TitledSection } from '../../../components/ui/titled-section'

const kindNames = defineMessages<NotificationKind>({
  lead: { id: 'notifications.kind.lead', defaultMessage: 'New leads' },
  membership: { id: 'notifications.kind.membership', defaultMessage: 'Brand membership' },
  security: { id: 'notifications.kind.security', defaultMessage: 'Account security' },
  payment: { id: 'notifications.kind.payment', defaultMessage: 'Payments received' },
  invoice: { id: 'notifications.kind.invoice', defaultMessage: 'Clients and their documents' },
})
const kindHelp = defineMessages<NotificationKind>({
  lead: { id: 'notifications.kind.leadHelp', defaultMessage: 'Someone left their details on one of your cards.' },
  membership: { id: 'notifications.kind.membershipHelp', defaultMessage: 'You were invited to a brand, or your role in one changed.' },
  security: { id: 'notifications.kind.securityHelp', defaultMessage: 'A sign-in or a change to your account.' },
  payment: { id: 'notifications.kind.paymentHelp', defaultMessage: 'A client paid one of your brand’s invoices or payment links.' },
  invoice: { id: 'notifications.kind.invoiceHelp', defaultMessage: 'A client opened an invoice or quote of your brand, or answered a quote.' },
})
const channelWords = defineMessages<keyof Delivery>({
  in_app: { id: 'notifications.channel.inApp', defaultMessage: 'In app' },
  email: { id: 'notifications.channel.email', defaultMessage: 'E-mail' },
  push: { id: 'notifications.channel.push', defaultMessage: 'Push' },
})
const channels: (keyof Delivery)[] = ['in_app', 'email', 'push']

/** Where each kind of notification reaches the person, and push on the device they are using. */
export function DeliverySettings() {
  const intl = useIntl()
  const preferences = useGetNotificationPreferencesQuery()
  return (
    <TitledSection title={intl.formatMessage({ id: 'notifications.delivery.title', defaultMessage: 'Delivery' })} gap="4">
      <QueryState
        query={preferences}
        loading={<FormattedMessage id="notifications.delivery.loading" defaultMessage="Loading your delivery choices…" />}
        offline={<FormattedMessage id="notifications.delivery.offlineLoad" defaultMessage="You are offline, so your delivery choices cannot be loaded." />}
      >
        {(answer) => <DeliveryForm preferences={answer} />}
      </QueryState>
      <PushOnThisDevice />
    </TitledSection>
  )
}

function DeliveryForm({ preferences }: { preferences: NotificationPreferences }) {
  const intl = useIntl()
  const [update] = useUpdateNotificationPreferencesMutation()
  const form = useSchemaForm({
    initialValues: preferences,
    schema: notificationPreferencesSchema,
    onSubmit: (value) => update(value),
    offlineMessage: intl.formatMessage({
      id: 'notifications.delivery.offline',
      defaultMessage: 'You are offline, so your delivery choices were not saved. Try again when you are back online.',
    }),
  })
  const toggle = (kind: NotificationKind, channel: keyof Delivery, on: boolean) => form.setValues((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }))

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="5">
        {notificationKinds.map((kind) => (
          <Fieldset.Root key={kind} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
            <Fieldset.Legend fontWeight="semibold">{intl.formatMessage(kindNames[kind])}</Fieldset.Legend>
            <Fieldset.HelperText color="fg.muted">{intl.formatMessage(kindHelp[kind])}</Fieldset.HelperText>
            <Flex gap="6" wrap="wrap" marginTop="2">
              {channels.map((key) => (
                <Switch.Root key={key} colorPalette="primary" checked={form.values[kind][key]} onCheckedChange={(details) => toggle(kind, key, details.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <VisuallyHidden>
                      <FormattedMessage id="notifications.delivery.kindPrefix" defaultMessage="{kind}:" values={{ kind: intl.formatMessage(kindNames[kind]) }} />
                      {space}
                    </VisuallyHidden>
                    {intl.formatMessage(channelWords[key])}
                  </Switch.Label>
                </Switch.Root>
              ))}
            </Flex>
          </Fieldset.Root>
        ))}
        <Flex gap="4" align="center" wrap="wrap">
          <FormSubmit form={form} busyText={intl.formatMessage({ id: 'notifications.delivery.saving', defaultMessage: 'Saving…' })}>
            <FormattedMessage id="notifications.delivery.save" defaultMessage="Save delivery" />
          </FormSubmit>
          <Text role="status" color="fg.muted">
            {form.saved ? intl.formatMessage({ id: 'notifications.delivery.saved', defaultMessage: 'Delivery saved.' }) : null}
          </Text>
        </Flex>
      </Stack>
    </form>
  )
}

const pushStateWords = defineMessages<PushState>({
  checking: { id: 'notifications.push.checking', defaultMessage: 'Checking this device…' },
  unsupported: { id: 'notifications.push.unsupported', defaultMessage: 'This browser cannot receive push notifications.' },
  blocked: {
    id: 'notifications.push.blocked',
    defaultMessage: 'Notifications are blocked for this site in your browser’s settings; allow them there to turn push on.',
  },
  off: { id: 'notifications.push.off', defaultMessage: 'Push is off on this device.' },
  on: { id: 'notifications.push.on', defaultMessage: 'Push is on for this device.' },
})

// Between a switch's kind and its channel, as a screen reader reads them.
const space = ' '

function PushOnThisDevice() {
  const intl = useIntl()
  const push = usePushOnThisDevice()
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const turnOn = async () => {
    setWorking(true)
    setProblem(await push.turnOn().finally(() => setWorking(false)))
  }
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Heading as="h3" size="md">
        <FormattedMessage id="notifications.push.heading" defaultMessage="This device" />
      </Heading>
      <Text role="status" marginTop="1">
        {intl.formatMessage(pushStateWords[push.state])}
      </Text>
      {problem ? (
        <Text color="fg.error" marginTop="1" role="alert">
          {problem}
        </Text>
      ) : null}
      {push.state === 'off' ? (
        <Button
          marginTop="3"
          variant="outline"
          onClick={() => void turnOn()}
          loading={working}
          loadingText={intl.formatMessage({ id: 'notifications.push.turningOn', defaultMessage: 'Turning on…' })}
        >
          <FormattedMessage id="notifications.push.turnOn" defaultMessage="Turn on push on this device" />
        </Button>
      ) : null}
    </Box>
  )
}
