import { Button, HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { TitledSection } from '../../../components/ui/titled-section'
import { failureMessage } from '../../../lib/api/api-failure'
import { saveTextFile } from '../../../lib/files/save-text-file'
import { needs } from '../../../lib/features/brand-role'
import { useExportPaymentsMutation } from '../api/export-payments'
import { PaymentLinks } from './payment-links'
import { PaymentList } from './payment-list'
import { RecordPaymentForm } from './record-payment-form'

/**
 * The brand's payments and payment links, for those who see its invoices; only those who record
 * payments are offered the forms.
 */
export function PaymentsSection({ brandId, mayRecord }: { brandId: string; mayRecord: boolean }) {
  const [recording, setRecording] = useState(false)
  const [exportPayments, exported] = useExportPaymentsMutation()
  const [exportProblem, setExportProblem] = useState<string | null>(null)
  const download = async () => {
    setExportProblem(null)
    const answer = await exportPayments({ brandId })
    if ('data' in answer && answer.data !== undefined) saveTextFile(`payments-${new Date().toISOString().slice(0, 10)}.csv`, answer.data)
    else setExportProblem(failureMessage(answer.error))
  }
  return (
    <>
      <TitledSection
        title={<FormattedMessage id="payments.screen.payments" defaultMessage="Received" />}
        gap="4"
        actions={
          <HStack gap="2" flexWrap="wrap">
            {mayRecord && !recording ? (
              <Button {...needs('record-payments')} size="sm" colorPalette="primary" onClick={() => setRecording(true)}>
                <FormattedMessage id="payments.screen.record" defaultMessage="Record a payment" />
              </Button>
            ) : null}
            <Button size="sm" variant="outline" loading={exported.isLoading} onClick={() => void download()}>
              <FormattedMessage id="payments.screen.csv" defaultMessage="Download as CSV" />
            </Button>
          </HStack>
        }
      >
        {exportProblem ? <Text role="alert">{exportProblem}</Text> : null}
        {recording ? <RecordPaymentForm brandId={brandId} onDone={() => setRecording(false)} /> : null}
        <PaymentList brandId={brandId} />
      </TitledSection>
      <PaymentLinks brandId={brandId} mayRecord={mayRecord} />
    </>
  )
}
