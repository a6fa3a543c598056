import { useIntl } from 'react-intl'
import { imageFileProblem } from '../../domain/image-upload'
import { useActionProblem } from '../../lib/forms/use-action-problem'
import { ImageFileField } from './image-file-field'

type ImageUploadFieldProps<Data> = {
  /** What the image is, in the sentences about it: "logo", "photo", "cover". */
  what: string
  label: string
  helper: string
  /** What is said when the device is offline and the image was not sent; a sentence naming `what` unless given. */
  offlineMessage?: string
  /** While the image is being sent (the mutation's `isLoading`). */
  busy: boolean
  /** Sends the image: an RTK Query mutation's result as it is. */
  send: (file: File) => Promise<{ data: Data; error?: undefined } | { error: unknown }>
  /** After the server has kept the image. */
  onSent: (data: Data) => void
}

/**
 * An image sent as soon as it is chosen: a file of the wrong type or size is refused before
 * anything is sent, and an upload that fails says why under the field.
 */
export function ImageUploadField<Data>({ what, label, helper, offlineMessage, busy, send, onSent }: ImageUploadFieldProps<Data>) {
  const intl = useIntl()
  const { problem, setProblem, attempt } = useActionProblem()

  async function choose(file: File) {
    const refused = imageFileProblem(file, what)
    if (refused) return setProblem(refused)
    const offline =
      offlineMessage ??
      intl.formatMessage({ id: 'common.imageUpload.offline', defaultMessage: 'You are offline, so the {what} was not sent. Choose it again when you are back online.' }, { what })
    const sent = await attempt(() => send(file), offline)
    if (sent) onSent(sent.data)
  }

  return <ImageFileField label={label} helper={helper} problem={problem} busy={busy} onFile={(file) => void choose(file)} />
}
