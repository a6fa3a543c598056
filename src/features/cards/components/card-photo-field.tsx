import { Box, Field, Flex, Heading, Image, Input, Text } from '@chakra-ui/react'
import { useState, type ChangeEvent } from 'react'
import { notifySuccess } from '../../../lib/notifications/toaster'
import type { CardRef } from '../api/get-card'
import { imageUploadTypes } from '../../../domain/image-upload'
import { photoProblem, useUploadCardPhotoMutation } from '../api/upload-card-photo'
import { submitProblem } from '../../../lib/forms/submit-problem'

/** The card's photo: PNG or JPEG up to 5 MiB, checked here first, cropped and resized by the server. */
export function CardPhotoField({ cardRef, photo, name }: { cardRef: CardRef; photo: string | null; name: string }) {
  const [uploadPhoto, upload] = useUploadCardPhotoMutation()
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const refused = photoProblem(file)
    if (refused) {
      setProblem(refused)
      input.value = ''
      return
    }
    setProblem(null)
    const result = await uploadPhoto({ ...cardRef, photo: file })
    input.value = ''
    if ('data' in result) notifySuccess('The photo is saved.')
    else setProblem(submitProblem(result.error, 'You are offline, so the photo was not sent. Choose it again when you are back online.').message)
  }

  return (
    <Box as="section" aria-labelledby="card-photo-heading">
      <Heading as="h2" id="card-photo-heading" size="lg" marginBottom="3">
        Photo
      </Heading>
      <Flex gap="4" align="center" wrap="wrap">
        {photo ? (
          <Image src={photo} alt={`Photo of ${name}`} width="24" height="24" borderRadius="full" objectFit="cover" />
        ) : (
          <Text color="fg.muted">No photo yet.</Text>
        )}
        <Field.Root invalid={problem !== null} flex="1" minWidth="14rem">
          <Field.Label>Choose a photo</Field.Label>
          <Input type="file" accept={imageUploadTypes.join(',')} onChange={(event) => void choose(event)} disabled={upload.isLoading} paddingY="1" height="auto" />
          <Field.HelperText>PNG or JPEG, at most 5 MiB. It is cropped to a square and resized.</Field.HelperText>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Flex>
    </Box>
  )
}
