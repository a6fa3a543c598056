import { Box, Button, Field, Image, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../../lib/api/api-failure'
import { useUploadPageImageMutation } from '../../api/upload-page-image'
import { useBuilderSite } from '../builder-context'

type ChosenImage = { upload_id: string; width?: number; height?: number }

/**
 * Choosing a block's image: a PNG or JPEG is uploaded for the site's pages at once, and the block
 * keeps its id and size (the page reserves the space and offers smaller copies).
 */
export function ImageField({ label, image, error, onChange }: { label: string; image: ChosenImage; error?: string; onChange: (image: ChosenImage) => void }) {
  const intl = useIntl()
  const site = useBuilderSite()
  const [upload, uploading] = useUploadPageImageMutation()
  const [problem, setProblem] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const helpId = useId()
  const choose = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    const answer = await upload({ ...site, file })
    if ('error' in answer) setProblem(intl.formatMessage({ id: 'contentPages.imageField.notAdded', defaultMessage: 'The image was not added: {reason}' }, { reason: failureMessage(answer.error) }))
    else onChange({ upload_id: answer.data.id, width: answer.data.width, height: answer.data.height })
    if (input.current) input.current.value = ''
  }
  const shown = problem ?? (error ? intl.formatMessage({ id: 'contentPages.imageField.missing', defaultMessage: 'Choose an image: the block shows nothing without one.' }) : null)
  return (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label>{label}</Field.Label>
      {image.upload_id ? (
        <Box maxW="xs" borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden">
          <Image src={`/uploads/${image.upload_id}?w=480`} alt="" width="full" height="auto" />
        </Box>
      ) : (
        <Text color="fg.muted" id={helpId}>
          <FormattedMessage id="contentPages.imageField.none" defaultMessage="No image chosen yet." />
        </Text>
      )}
      <VisuallyHidden>
        <input ref={input} type="file" tabIndex={-1} accept="image/png,image/jpeg" aria-label={intl.formatMessage({ id: 'contentPages.imageField.chooseFile', defaultMessage: '{label}: choose a file' }, { label })} onChange={(event) => void choose(event.target.files?.[0])} />
      </VisuallyHidden>
      <Button
        size="sm"
        variant="outline"
        onClick={() => input.current?.click()}
        loading={uploading.isLoading}
        loadingText={intl.formatMessage({ id: 'contentPages.imageField.uploading', defaultMessage: 'Uploading…' })}
        aria-describedby={image.upload_id ? undefined : helpId}
      >
        {image.upload_id ? (
          <FormattedMessage id="contentPages.imageField.replace" defaultMessage="Replace the image" />
        ) : (
          <FormattedMessage id="contentPages.imageField.choose" defaultMessage="Choose an image" />
        )}
      </Button>
      <Field.HelperText>
        <FormattedMessage id="contentPages.imageField.formats" defaultMessage="PNG or JPEG." />
      </Field.HelperText>
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
    </Field.Root>
  )
}
