import { Box, Button, Fieldset, Flex, Heading, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { FormSubmit } from '../../../components/ui/form-submit'
import { QueryState } from '../../../components/ui/query-state'
import {
  notificationKinds,
  notificationPreferencesSchema,
  type Delivery,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../domain/notification'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useGetNotificationPreferencesQuery } from '../api/get-notification-preferences'
import { useUpdateNotificationPreferencesMutation } from '../api/update-notification-preferences'
import { usePushOnThisDevice, type PushState } from '../hooks/use-push-on-this-device'
import { TitledSection } from '../../../components/ui/titled-section'

const kindNames: Record<NotificationKind, string> = {
  lead: 'New leads',
  membership: 'Brand membership',
  security: 'Account security',
}
const kindHelp: Record<NotificationKind, string> = {
  lead: 'Someone left their details on one of your cards.',
  membership: 'You were invited to a brand, or your role in one changed.',
  security: 'A sign-in or a change to your account.',
}
const channels: { key: keyof Delivery; label: string }[] = [
  { key: 'in_app', label: 'In app' },
  { key: 'email', label: 'E-mail' },
  { key: 'push', label: 'Push' },
]

/** Where each kind of notification reaches the person, and push on the device they are using. */
export function DeliverySettings() {
  const preferences = useGetNotificationPreferencesQuery()
  return (
    <TitledSection title="Delivery" gap="4">
      <QueryState query={preferences} of="your delivery choices">
        {(answer) => <DeliveryForm preferences={answer} />}
      </QueryState>
      <PushOnThisDevice />
    </TitledSection>
  )
}

function DeliveryForm({ preferences }: { preferences: NotificationPreferences }) {
  const [update] = useUpdateNotificationPreferencesMutation()
  const form = useSchemaForm({
    initialValues: preferences,
    schema: notificationPreferencesSchema,
    onSubmit: (value) => update(value),
    offlineMessage: 'You are offline, so your delivery choices were not saved. Try again when you are back online.',
  })
  const toggle = (kind: NotificationKind, channel: keyof Delivery, on: boolean) =>
    form.setValues((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }))

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="5">
        {notificationKinds.map((kind) => (
          <Fieldset.Root key={kind} borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
            <Fieldset.Legend fontWeight="semibold">{kindNames[kind]}</Fieldset.Legend>
            <Fieldset.HelperText color="fg.muted">{kindHelp[kind]}</Fieldset.HelperText>
            <Flex gap="6" wrap="wrap" marginTop="2">
              {channels.map(({ key, label }) => (
                <Switch.Root
                  key={key}
                  colorPalette="primary"
                  checked={form.values[kind][key]}
                  onCheckedChange={(details) => toggle(kind, key, details.checked)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <VisuallyHidden>{kindNames[kind]}: </VisuallyHidden>
                    {label}
                  </Switch.Label>
                </Switch.Root>
              ))}
            </Flex>
          </Fieldset.Root>
        ))}
        <Flex gap="4" align="center" wrap="wrap">
          <FormSubmit form={form} busyText="Saving…">
            Save delivery
          </FormSubmit>
          <Text role="status" color="fg.muted">
            {form.saved ? 'Delivery saved.' : ''}
          </Text>
        </Flex>
      </Stack>
    </form>
  )
}

const pushStateWords: Record<PushState, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot receive push notifications.',
  blocked: 'Notifications are blocked for this site in your browser’s settings; allow them there to turn push on.',
  off: 'Push is off on this device.',
  on: 'Push is on for this device.',
}

function PushOnThisDevice() {
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
        This device
      </Heading>
      <Text role="status" marginTop="1">
        {pushStateWords[push.state]}
      </Text>
      {problem ? (
        <Text color="fg.error" marginTop="1" role="alert">
          {problem}
        </Text>
      ) : null}
      {push.state === 'off' ? (
        <Button marginTop="3" variant="outline" onClick={() => void turnOn()} loading={working} loadingText="Turning on…">
          Turn on push on this device
        </Button>
      ) : null}
    </Box>
  )
}
