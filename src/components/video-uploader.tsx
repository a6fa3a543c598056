import { Box, Button, Field, Flex, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { FormProblem } from './ui/form-problem'
import { TextField } from './ui/text-field'
import { TitledSection } from './ui/titled-section'
import { videoFileAccept, videoTitleSchema, videoUploadTypes } from '../domain/video'
import { problemText, type CheckIssue } from '../i18n/problem-text'
import type { Say } from '../i18n/say'
import { notifySuccess } from '../lib/notifications/toaster'
import { useAppSelector } from '../lib/store/hooks'
import { uploadSpeed, type UploadProgress } from '../lib/files/upload-progress'
import { looksLikeVideo, startVideoUpload } from '../lib/files/video-upload'

type Running = { title: string; progress: UploadProgress; paused: boolean; control: ReturnType<typeof startVideoUpload> }

const titleFromName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, 200)

/** "About 3 minutes left", once the speed is known, in the reader's language. */
function timeLeftWords(intl: IntlShape, progress: UploadProgress): string {
  if (progress.sent >= progress.total) return intl.formatMessage({ id: 'common.videoUploader.almostDone', defaultMessage: 'Almost done' })
  if (!progress.bytesPerSecond || progress.bytesPerSecond <= 0) return intl.formatMessage({ id: 'common.videoUploader.workingOut', defaultMessage: 'Working out the time left…' })
  const seconds = Math.ceil((progress.total - progress.sent) / progress.bytesPerSecond)
  if (seconds < 60) return intl.formatMessage({ id: 'common.videoUploader.secondsLeft', defaultMessage: 'About {seconds, plural, one {# second} other {# seconds}} left' }, { seconds })
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return intl.formatMessage({ id: 'common.videoUploader.minutesLeft', defaultMessage: 'About {minutes, plural, one {# minute} other {# minutes}} left' }, { minutes })
  return intl.formatMessage({ id: 'common.videoUploader.hoursLeft', defaultMessage: 'About {hours} h {minutes} min left' }, { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}

/** "12.5 of 80 MiB (16 %)", in the reader's language. */
function sentWords(intl: IntlShape, progress: UploadProgress): string {
  const mib = (bytes: number) => {
    const digits = bytes < 10 * 1024 * 1024 ? 1 : 0
    return intl.formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })
  }
  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0
  return intl.formatMessage({ id: 'common.videoUploader.sent', defaultMessage: '{sent} of {total} MiB ({percent} %)' }, { sent: mib(progress.sent), total: mib(progress.total), percent })
}

/**
 * Choosing a video and sending it (the Videos screen, a page's video blocks): its title, then the upload with how much is sent and the time
 * left, which can be paused and goes on by itself after a dropped connection. The file's first
 * bytes are checked before anything is sent; the server checks them again.
 */
export function VideoUploader({ brandId, siteId, onUploaded, headingLevel = 'h2' }: { brandId: string; siteId: string; onUploaded: (videoId: string) => void; headingLevel?: 'h2' | 'h3' }) {
  // tus sends its own requests: the session's token goes with each, as the API's base query sends it.
  const token = useAppSelector((state) => state.session.token)
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const [running, setRunning] = useState<Running | null>(null)
  const samples = useRef<{ at: number; sent: number }[]>([])
  const input = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const intl = useIntl()

  async function choose(chosen: File | undefined) {
    setProblem(null)
    if (!chosen) return
    if (!(await looksLikeVideo(chosen))) {
      setFile(null)
      setProblem(
        intl.formatMessage(
          { id: 'common.videoUploader.notVideo', defaultMessage: '{file} is not a video we can take: choose an {types} file.' },
          { file: chosen.name, types: Object.values(videoUploadTypes).join(', ') },
        ),
      )
      if (input.current) input.current.value = ''
      return
    }
    setFile(chosen)
    if (!title) setTitle(titleFromName(chosen.name))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setProblem(null)
    const checked = videoTitleSchema.safeParse(title)
    setTitleError(checked.success ? undefined : problemText(intl.formatMessage as Say, checked.error.issues[0] as CheckIssue))
    if (!file) return setProblem(intl.formatMessage({ id: 'common.videoUploader.chooseFirst', defaultMessage: 'Choose a video file first.' }))
    if (!checked.success) return
    samples.current = []
    const control = startVideoUpload(file, { brandId, siteId, title: checked.data, token }, {
      onProgress(sent, total) {
        samples.current = [...samples.current.filter((sample) => Date.now() - sample.at < 15_000), { at: Date.now(), sent }]
        setRunning((current) => current && { ...current, progress: { sent, total, bytesPerSecond: uploadSpeed(samples.current) } })
      },
      onDone(videoId) {
        setRunning(null)
        setFile(null)
        setTitle('')
        if (input.current) input.current.value = ''
        notifySuccess(
          intl.formatMessage(
            { id: 'common.videoUploader.uploaded', defaultMessage: '{title} is uploaded. It is being prepared for playing, which takes about as long as the video lasts.' },
            { title: checked.data },
          ),
        )
        onUploaded(videoId)
      },
      onError(message) {
        setRunning(null)
        setProblem(message)
      },
    })
    setRunning({ title: checked.data, progress: { sent: 0, total: file.size, bytesPerSecond: null }, paused: false, control })
  }

  return (
    <TitledSection
      title={<FormattedMessage id="common.videoUploader.title" defaultMessage="Upload a video" />}
      level={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'md'} titleSpace="3" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      {running ? (
        <Stack gap="2" aria-live="polite">
          <Text fontWeight="semibold">
            <FormattedMessage id="common.videoUploader.uploading" defaultMessage="Uploading {title}" values={{ title: running.title }} />
          </Text>
          <Progress.Root value={running.progress.total ? (running.progress.sent / running.progress.total) * 100 : 0} maxW="lg">
            <VisuallyHidden>
              <Progress.Label>
                <FormattedMessage id="common.videoUploader.progress" defaultMessage="Upload of {title}" values={{ title: running.title }} />
              </Progress.Label>
            </VisuallyHidden>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text>
            <FormattedMessage
              id="common.videoUploader.status"
              defaultMessage="{sent} · {state}"
              values={{
                sent: sentWords(intl, running.progress),
                state: running.paused ? intl.formatMessage({ id: 'common.videoUploader.paused', defaultMessage: 'Paused' }) : timeLeftWords(intl, running.progress),
              }}
            />
          </Text>
          <Flex gap="3" wrap="wrap">
            {running.paused ? (
              <Button
                variant="outline"
                onClick={() => {
                  running.control.resume()
                  setRunning({ ...running, paused: false })
                }}
              >
                <FormattedMessage id="common.videoUploader.resume" defaultMessage="Go on" />
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => {
                  running.control.pause()
                  setRunning({ ...running, paused: true })
                }}
              >
                <FormattedMessage id="common.videoUploader.pause" defaultMessage="Pause" />
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                running.control.cancel()
                setRunning(null)
              }}
            >
              <FormattedMessage id="common.videoUploader.discard" defaultMessage="Stop and discard" />
            </Button>
          </Flex>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="lg">
          <Field.Root>
            <Field.Label htmlFor={fileId}>
              <FormattedMessage id="common.videoUploader.file" defaultMessage="Video file" />
            </Field.Label>
            <input id={fileId} ref={input} type="file" accept={videoFileAccept} onChange={(event) => void choose(event.target.files?.[0])} />
            <Field.HelperText>
              <FormattedMessage id="common.videoUploader.fileHelp" defaultMessage="MP4, MOV or WebM. Large files are fine: a dropped connection goes on from where it stopped." />
            </Field.HelperText>
          </Field.Root>
          <TextField
            label={intl.formatMessage({ id: 'common.videoUploader.titleField', defaultMessage: 'Title' })}
            value={title}
            error={titleError}
            onChange={(value) => {
              setTitle(value)
              if (titleError) setTitleError(videoTitleSchema.safeParse(value).success ? undefined : titleError)
            }}
          />
          <FormProblem>{problem}</FormProblem>
          <Box>
            <Button type="submit" colorPalette="primary">
              <FormattedMessage id="common.videoUploader.upload" defaultMessage="Upload" />
            </Button>
          </Box>
          </Stack>
        </form>
      )}
    </TitledSection>
  )
}
