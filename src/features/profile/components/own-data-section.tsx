import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { ownDataFileName } from '../../../domain/own-data'
import { failureMessage } from '../../../lib/api/api-failure'
import { saveFileUrl } from '../../../lib/files/save-file-url'
import { useDownloadOwnDataMutation } from '../api/download-own-data'
import { DeleteAccountDialog } from './delete-account-dialog'

/** The file of the download that holds one's records: its name is the same in every language. */
const ownDataRecordsFile = 'data.json'

/** "Your data": downloading everything kept about oneself, and deleting one's account. */
export function OwnDataSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [downloadOwnData, download] = useDownloadOwnDataMutation()
  const [deleting, setDeleting] = useState(false)
  const intl = useIntl()

  const save = async () => {
    const answer = await downloadOwnData()
    if (answer.data) saveFileUrl(ownDataFileName(new Date()), answer.data)
  }

  return (
    <Stack as="section" aria-labelledby="your-data" gap="3" maxWidth="lg">
      <Heading as="h2" size="lg" id="your-data" marginTop="4">
        <FormattedMessage id="profile.ownData.title" defaultMessage="Your data" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage
          id="profile.ownData.intro"
          defaultMessage="Download a copy of everything this site keeps about you: a zip with your records in {file} and the photos you uploaded. Or delete your account and what it holds."
          values={{ file: <bdi dir="ltr">{ownDataRecordsFile}</bdi> }}
        />
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void save()} loading={download.isLoading} loadingText={intl.formatMessage({ id: 'profile.ownData.preparing', defaultMessage: 'Preparing…' })}>
          <FormattedMessage id="profile.ownData.download" defaultMessage="Download my data" />
        </Button>
        <Button colorPalette="red" variant="subtle" onClick={() => setDeleting(true)}>
          <FormattedMessage id="profile.ownData.delete" defaultMessage="Delete my account" />
        </Button>
      </HStack>
      {download.isError ? <FormProblem>{failureMessage(download.error)}</FormProblem> : null}
      <DeleteAccountDialog email={email} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </Stack>
  )
}
