import { Box, Button, Stack } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { videoUpdateSchema, videoVisibilities, type Video } from '../../../domain/video'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs } from '../../../lib/features/brand-role'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateVideoMutation } from '../api/videos-api'
import { visibilityChoices } from '../visibility-words'

/** A video's title, description and who may watch it, saved together. */
export function VideoSettings({ brandId, video }: { brandId: string; video: Video }) {
  const [update] = useUpdateVideoMutation()
  const intl = useIntl()
  const form = useSchemaForm({
    initialValues: { title: video.title, description: video.description, visibility: video.visibility },
    schema: videoUpdateSchema,
    onSubmit: async (change) => {
      const answer = await update({ brandId, videoId: video.id, change })
      return answer.error === undefined
        ? answer
        : { problem: intl.formatMessage({ id: 'videos.settings.notSaved', defaultMessage: 'Not saved: {reason}' }, { reason: failureMessage(answer.error) }) }
    },
    onSaved: (saved) => {
      notifySuccess(intl.formatMessage({ id: 'videos.settings.saved', defaultMessage: '{title} is saved.' }, { title: saved.title }))
    },
    offlineMessage: intl.formatMessage({ id: 'videos.settings.offline', defaultMessage: 'Not saved: You are offline or the server cannot be reached.' }),
  })
  const { title, description, visibility } = form.values
  const changed = title !== video.title || description !== video.description || visibility !== video.visibility

  return (
    <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'videos.settings.label', defaultMessage: 'Title, description and visibility of {title}' }, { title: video.title })}>
      <Stack gap="3" maxW="lg">
        <TextField label={intl.formatMessage({ id: 'videos.settings.title', defaultMessage: 'Title' })} {...form.field('title')} />
        <TextField
          label={intl.formatMessage({ id: 'videos.settings.description', defaultMessage: 'Description (optional)' })}
          helper={intl.formatMessage({ id: 'videos.settings.descriptionHelp', defaultMessage: 'Shown under the video on its page, and in link previews.' })}
          rows={3}
          {...form.field('description')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'videos.settings.visibility', defaultMessage: 'Who may watch' })}
          value={visibility}
          options={videoVisibilities.map((value) => ({ value, label: intl.formatMessage(visibilityChoices[value]) }))}
          onChange={(next) => form.setField('visibility', next)}
        />
        <FormProblem>{form.problem}</FormProblem>
        <Box>
          <Button {...needs('manage-videos')} type="submit" size="sm" variant="outline" disabled={!changed} loading={form.submitting}>
            <FormattedMessage id="videos.settings.save" defaultMessage="Save" />
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
