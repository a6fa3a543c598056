import { useState } from 'react'
import { imageFileProblem } from '../../domain/image-upload'
import { submitProblem } from '../../lib/forms/submit-problem'
import { ImageFileField } from './image-file-field'

type ImageUploadFieldProps<Data> = {
  /** What the image is, in the sentences about it: "logo", "photo", "cover". */
  what: string
  label: string
  helper: string
  /** While the image is being sent (the mutation's `isLoading`). */
  busy: boolean
  /** Sends the image: an RTK Query mutation's result as it is. */
  send: (file: File) => Promise<{ data: Data } | { error: unknown }>
  /** After the server has kept the image. */
  onSent: (data: Data) => void
}

/**
 * An image sent as soon as it is chosen: a file of the wrong type or size is refused before
 * anything is sent, and an upload that fails says why under the field.
 */
export function ImageUploadField<Data>({ what, label, helper, busy, send, onSent }: ImageUploadFieldProps<Data>) {
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(file: File) {
    const refused = imageFileProblem(file, what)
    setProblem(refused)
    if (refused) return
    const result = await send(file)
    if ('data' in result) onSent(result.data)
    else setProblem(submitProblem(result.error, `You are offline, so the ${what} was not sent. Choose it again when you are back online.`).message)
  }

  return <ImageFileField label={label} helper={helper} problem={problem} busy={busy} onFile={(file) => void choose(file)} />
}
