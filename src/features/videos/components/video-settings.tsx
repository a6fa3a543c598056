import { Box, Button, Stack } from '@chakra-ui/react'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { videoUpdateSchema, videoVisibilities, videoVisibilityWords, type Video } from '../../../domain/video'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateVideoMutation } from '../api/videos-api'

const visibilityOptions = videoVisibilities.map((value) => ({ value, label: videoVisibilityWords[value] }))

/** A video's title, description and who may watch it, saved together. */
export function VideoSettings({ brandId, video }: { brandId: string; video: Video }) {
  const [update] = useUpdateVideoMutation()
  const form = useSchemaForm({
    initialValues: { title: video.title, description: video.description, visibility: video.visibility },
    schema: videoUpdateSchema,
    onSubmit: async (change) => {
      const answer = await update({ brandId, videoId: video.id, change })
      return answer.error === undefined ? answer : { problem: `Not saved: ${failureMessage(answer.error)}` }
    },
    onSaved: (saved) => {
      notifySuccess(`${saved.title} is saved.`)
    },
    offlineMessage: 'Not saved: You are offline or the server cannot be reached.',
  })
  const { title, description, visibility } = form.values
  const changed = title !== video.title || description !== video.description || visibility !== video.visibility

  return (
    <form onSubmit={form.submit} noValidate aria-label={`Title, description and visibility of ${video.title}`}>
      <Stack gap="3" maxW="lg">
        <TextField label="Title" {...form.field('title')} />
        <TextField label="Description (optional)" helper="Shown under the video on its page, and in link previews." rows={3} {...form.field('description')} />
        <SelectField label="Who may watch" value={visibility} options={visibilityOptions} onChange={(next) => form.setField('visibility', next)} />
        <FormProblem>{form.problem}</FormProblem>
        <Box>
          <Button {...needs('manage-videos')} type="submit" size="sm" variant="outline" disabled={!changed} loading={form.submitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
