import { Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../components/ui/text-field'
import { failureMessage, failureStatus } from '../../../lib/api/api-failure'
import { useGetWebhookQuery, useListWebhookDeliveriesQuery, useRotateWebhookSecretMutation, useSaveWebhookMutation, useTestWebhookMutation } from '../api/webhook'
import { DataTable } from '../../../components/ui/data-table'
import { TitledSection } from '../../../components/ui/titled-section'
import { needs } from '../../../lib/features/brand-role'

/** An address of the kind asked for: an example, the same in every language. */
const addressExample = 'https://crm.example.com/marque'

/**
 * Where the brand's new leads are posted for a CRM: the address, on or off, the signing secret,
 * a test event and the log of every delivery (docs/leads.md says how a receiver checks them).
 */
export function WebhookSettings({ brandId }: { brandId: string }) {
  const current = useGetWebhookQuery(brandId)
  // What the last action did: kept here, as a save starts the form again.
  const [status, setStatus] = useState('')
  return <WebhookForm key={current.data?.updated_at ?? 'none'} brandId={brandId} current={current} status={status} setStatus={setStatus} />
}

type FormProps = { brandId: string; current: ReturnType<typeof useGetWebhookQuery>; status: string; setStatus: (status: string) => void }

function WebhookForm({ brandId, current, status, setStatus }: FormProps) {
  const intl = useIntl()
  const none = failureStatus(current.error) === 404
  const [save, saving] = useSaveWebhookMutation()
  const [rotate] = useRotateWebhookSecretMutation()
  const [sendTest] = useTestWebhookMutation()
  const deliveries = useListWebhookDeliveriesQuery(brandId, { skip: !current.data })
  // The form starts from what is saved; a newer save (another tab, a new secret) starts it again.
  const [url, setUrl] = useState(current.data?.url ?? '')
  const [enabled, setEnabled] = useState(current.data?.enabled ?? true)
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setStatus('')
    const answer = await save({ brandId, url, enabled })
    if ('error' in answer) return setProblem(failureMessage(answer.error).replace(/^url: /, ''))
    setProblem(null)
    setStatus(intl.formatMessage({ id: 'leads.webhook.saved', defaultMessage: 'Webhook saved.' }))
  }

  return (
    <TitledSection
      title={intl.formatMessage({ id: 'leads.webhook.title', defaultMessage: 'Webhook for your CRM' })}
      gap="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      padding="4"
    >
      <Text color="fg.muted">
        <FormattedMessage id="leads.webhook.about" defaultMessage="Every new lead and contact message is posted here as JSON, signed with the secret below." />
      </Text>
      {current.error && !none ? <Text color="fg.error">{failureMessage(current.error)}</Text> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3">
          <TextField
            label={intl.formatMessage({ id: 'leads.webhook.address', defaultMessage: 'Address (https)' })}
            dir="ltr"
            type="url"
            value={url}
            onChange={(value) => {
              setUrl(value)
              setProblem(null)
            }}
            error={problem ?? undefined}
            errorSubject={intl.formatMessage({ id: 'leads.webhook.addressSubject', defaultMessage: 'The address' })}
            placeholder={addressExample}
            maxLength={500}
          />
          <Checkbox.Root checked={enabled} onCheckedChange={(details) => setEnabled(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage id="leads.webhook.enabled" defaultMessage="Send new leads" />
            </Checkbox.Label>
          </Checkbox.Root>
          <Button {...needs('edit-brand')} type="submit" alignSelf="start" loading={saving.isLoading}>
            <FormattedMessage id="leads.webhook.save" defaultMessage="Save webhook" />
          </Button>
          <Text role="status" color="fg.success" minH="5">
            {status}
          </Text>
        </Stack>
      </form>
      {current.data ? (
        <Stack gap="3">
          <Text>
            <FormattedMessage
              id="leads.webhook.secret"
              defaultMessage="Secret: {secret}"
              values={{
                secret: (
                  <code dir="ltr" key="secret">
                    {current.data.secret}
                  </code>
                ),
              }}
            />
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button
              {...needs('edit-brand')}
              variant="outline"
              size="sm"
              onClick={() =>
                void rotate(brandId).then(() => setStatus(intl.formatMessage({ id: 'leads.webhook.rotated', defaultMessage: 'A new secret is in use; give it to your CRM.' })))
              }
            >
              <FormattedMessage id="leads.webhook.newSecret" defaultMessage="New secret" />
            </Button>
            <Button
              {...needs('edit-brand')}
              variant="outline"
              size="sm"
              onClick={() => void sendTest(brandId).then(() => setStatus(intl.formatMessage({ id: 'leads.webhook.testSent', defaultMessage: 'A test event is on its way.' })))}
            >
              <FormattedMessage id="leads.webhook.sendTest" defaultMessage="Send a test" />
            </Button>
          </HStack>
          <Heading as="h3" size="md">
            <FormattedMessage id="leads.webhook.deliveries" defaultMessage="Deliveries" />
          </Heading>
          {deliveries.data && deliveries.data.deliveries.length > 0 ? (
            <DataTable
              columns={[
                intl.formatMessage({ id: 'leads.webhook.when', defaultMessage: 'When' }),
                intl.formatMessage({ id: 'leads.webhook.event', defaultMessage: 'Event' }),
                intl.formatMessage({ id: 'leads.webhook.try', defaultMessage: 'Try' }),
                intl.formatMessage({ id: 'leads.webhook.answer', defaultMessage: 'Answer' }),
              ]}
              rows={deliveries.data.deliveries}
              keyOf={(delivery) => delivery.id}
              cells={(delivery) => [
                intl.formatDate(new Date(delivery.created_at), { dateStyle: 'short', timeStyle: 'medium' }),
                delivery.event,
                intl.formatNumber(delivery.attempt),
                delivery.error ||
                  intl.formatMessage(
                    { id: 'leads.webhook.answered', defaultMessage: '{status} in {duration}' },
                    { status: String(delivery.status_code), duration: intl.formatNumber(delivery.duration_ms, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }) },
                  ),
              ]}
            />
          ) : (
            <Text color="fg.muted">
              <FormattedMessage id="leads.webhook.nothingSent" defaultMessage="Nothing sent yet." />
            </Text>
          )}
        </Stack>
      ) : null}
    </TitledSection>
  )
}
