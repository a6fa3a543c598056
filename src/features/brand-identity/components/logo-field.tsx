import { Box, Field, Flex, Heading, Image, Input, Text } from '@chakra-ui/react'
import { useState, type ChangeEvent } from 'react'
import { imageFileProblem, imageUploadTypes } from '../../../domain/image-upload'
import { submitProblem } from '../../../lib/forms/submit-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUploadSiteLogoMutation } from '../api/upload-site-logo'

/** The site's logo, saved as soon as it is chosen; the installed app's icons are drawn from it. */
export function LogoField({ brandId, siteId, logo, siteName }: { brandId: string; siteId: string; logo: string | null; siteName: string }) {
  const [uploadLogo, upload] = useUploadSiteLogoMutation()
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const refused = imageFileProblem(file, 'logo')
    setProblem(refused)
    if (refused) {
      input.value = ''
      return
    }
    const result = await uploadLogo({ brandId, siteId, logo: file })
    input.value = ''
    if ('data' in result) notifySuccess('The logo is saved.')
    else setProblem(submitProblem(result.error, 'You are offline, so the logo was not sent. Choose it again when you are back online.').message)
  }

  return (
    <Box as="section" aria-labelledby="logo-heading">
      <Heading as="h3" id="logo-heading" size="md" marginBottom="2">
        Logo
      </Heading>
      <Flex gap="4" align="center" wrap="wrap">
        {logo ? (
          <Image src={logo} alt={`Logo of ${siteName}`} maxHeight="16" maxWidth="40" objectFit="contain" />
        ) : (
          <Text color="fg.muted">No logo yet.</Text>
        )}
        <Field.Root invalid={problem !== null} flex="1" minWidth="14rem">
          <Field.Label>Choose a logo</Field.Label>
          <Input type="file" accept={imageUploadTypes.join(',')} onChange={(event) => void choose(event)} disabled={upload.isLoading} paddingY="1" height="auto" />
          <Field.HelperText>PNG or JPEG, at most 5 MiB; a square one makes the best app icon.</Field.HelperText>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Flex>
    </Box>
  )
}
