import { Button, HStack, Stack } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { UnsavedWork } from '../../../components/ui/unsaved-work'
import { deltaDocumentSchema, type DeltaDocument } from '../../../domain/delta'
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

const isDocument = (kept: unknown): kept is DeltaDocument => deltaDocumentSchema.safeParse(kept).success

/**
 * The editor for one landing block with Save and Cancel; loaded only when an admin presses Edit.
 * Leaving the page with unsaved text asks first, and the text is kept on the device until saved.
 */
export default function LandingBlockEditor({ block, label, document, onClose }: LandingBlockEditorProps) {
  // The editor starts from `start` (the block, or a kept draft put back) and reports each change.
  const [start, setStart] = useState({ document, version: 0 })
  const [edited, setEdited] = useState<DeltaDocument | null>(null)
  const [closing, setClosing] = useState(false)
  const [saveBlock, save] = useSaveLandingBlockMutation()
  const [uploadImageFile] = useUploadImageMutation()
  const [error, setError] = useState<string | null>(null)
  const intl = useIntl()
  const unsaved = edited !== null && JSON.stringify(edited) !== JSON.stringify(document)

  const onDocumentChange = useCallback((next: DeltaDocument) => setEdited(next), [])
  // Closed once what was typed is no longer unsaved, so its kept draft is forgotten first.
  useEffect(() => {
    if (closing) onClose()
  }, [closing, onClose])

  const uploadImage = useCallback(
    async (file: File) => {
      const answer = await uploadImageFile(file)
      if ('error' in answer) throw new Error(failureMessage(answer.error))
      return answer.data.url
    },
    [uploadImageFile],
  )

  const saveText = async (): Promise<boolean> => {
    if (!unsaved) return true
    setError(null)
    const answer = await saveBlock({ block, document: edited })
    if ('error' in answer) {
      setError(intl.formatMessage({ id: 'landing.editor.notSaved', defaultMessage: 'Not saved: {problem}' }, { problem: failureMessage(answer.error) }))
      return false
    }
    setEdited(null)
    return true
  }
  const onSave = async () => {
    if (await saveText()) setClosing(true)
  }
  const onCancel = () => {
    setEdited(null)
    setClosing(true)
  }
  const restore = (kept: DeltaDocument) => {
    setStart((current) => ({ document: kept, version: current.version + 1 }))
    setEdited(kept)
  }

  return (
    <Stack gap="3">
      <UnsavedWork
        unsaved={unsaved}
        what={intl.formatMessage({ id: 'landing.editor.unsavedWhat', defaultMessage: 'the {label} text' }, { label })}
        save={saveText}
        draft={{ key: `landing:${block}`, values: edited ?? document, restore, fits: isDocument }}
      />
      <RichTextEditor
        key={start.version}
        initialDocument={start.document}
        onDocumentChange={onDocumentChange}
        label={intl.formatMessage({ id: 'landing.editor.textLabel', defaultMessage: '{label} text' }, { label })}
        uploadImage={uploadImage}
      />
      <FormProblem>{error}</FormProblem>
      <HStack gap="3">
        <Button colorPalette="primary" onClick={onSave} loading={save.isLoading} loadingText={intl.formatMessage({ id: 'landing.editor.saving', defaultMessage: 'Saving…' })}>
          <FormattedMessage id="landing.editor.save" defaultMessage="Save" />
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={save.isLoading}>
          <FormattedMessage id="landing.editor.cancel" defaultMessage="Cancel" />
        </Button>
      </HStack>
    </Stack>
  )
}
