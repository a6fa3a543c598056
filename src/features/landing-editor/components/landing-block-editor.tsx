import { Button, HStack, Stack } from '@chakra-ui/react'
import { useCallback, useRef, useState } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import type { DeltaDocument } from '../../../domain/delta'
import type { LandingBlockName } from '../../../domain/site'
import { failureMessage } from '../../../lib/api/api-failure'
import { RichTextEditor } from '../../../rich-text/editor/rich-text-editor'
import { useSaveLandingBlockMutation } from '../api/save-landing-block'
import { useUploadImageMutation } from '../api/upload-image'

export interface LandingBlockEditorProps {
  readonly block: LandingBlockName
  readonly label: string
  readonly document: DeltaDocument
  /** Back to the rendered block: after a save (the site then holds the new content) or a cancel. */
  readonly onClose: () => void
}

/** The editor for one landing block with Save and Cancel; loaded only when an admin presses Edit. */
export default function LandingBlockEditor({ block, label, document, onClose }: LandingBlockEditorProps) {
  const edited = useRef<DeltaDocument | null>(null)
  const [saveBlock, save] = useSaveLandingBlockMutation()
  const [uploadImageFile] = useUploadImageMutation()
  const [error, setError] = useState<string | null>(null)

  const onDocumentChange = useCallback((next: DeltaDocument) => {
    edited.current = next
  }, [])

  const uploadImage = useCallback(
    async (file: File) => {
      const answer = await uploadImageFile(file)
      if ('error' in answer) throw new Error(failureMessage(answer.error))
      return answer.data.url
    },
    [uploadImageFile],
  )

  const onSave = async () => {
    if (edited.current === null) return onClose()
    setError(null)
    const answer = await saveBlock({ block, document: edited.current })
    if ('error' in answer) setError(`Not saved: ${failureMessage(answer.error)}`)
    else onClose()
  }

  return (
    <Stack gap="3">
      <RichTextEditor initialDocument={document} onDocumentChange={onDocumentChange} label={`${label} text`} uploadImage={uploadImage} />
      <FormProblem>{error}</FormProblem>
      <HStack gap="3">
        <Button colorPalette="primary" onClick={onSave} loading={save.isLoading} loadingText="Saving…">
          Save
        </Button>
        <Button variant="outline" onClick={onClose} disabled={save.isLoading}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  )
}
