import { Field, Input } from '@chakra-ui/react'
import { imageUploadTypes } from '../../domain/image-upload'

type ImageFileFieldProps = {
  /** "Choose a logo" */
  label: string
  /** What the image may be, under the field: "PNG or JPEG, at most 5 MiB. It is cropped to a square." */
  helper: string
  /** Why the last file chosen was refused or not saved, as a sentence. */
  problem: string | null
  /** While an image is on its way: no other can be chosen. */
  busy: boolean
  /** The file chosen. The input is emptied at once, so choosing the same file again is a choice too. */
  onFile: (file: File) => void
}

/** A field to choose a PNG or JPEG image from the device, with what it may be and its problem under it. */
export function ImageFileField({ label, helper, problem, busy, onFile }: ImageFileFieldProps) {
  return (
    <Field.Root invalid={problem !== null} flex="1" minWidth="14rem">
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept={imageUploadTypes.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
        disabled={busy}
        paddingY="1"
        height="auto"
      />
      <Field.HelperText>{helper}</Field.HelperText>
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  )
}
