import { Box, Button, Field, Flex, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormProblem } from './ui/form-problem'
import { TextField } from './ui/text-field'
import { TitledSection } from './ui/titled-section'
import { videoFileAccept, videoTitleSchema, videoUploadTypes } from '../domain/video'
import { notifySuccess } from '../lib/notifications/toaster'
import { useAppSelector } from '../lib/store/hooks'
import { sentWords, timeLeftWords, uploadSpeed, type UploadProgress } from '../lib/files/upload-progress'
import { looksLikeVideo, startVideoUpload } from '../lib/files/video-upload'

type Running = { title: string; progress: UploadProgress; paused: boolean; control: ReturnType<typeof startVideoUpload> }

const titleFromName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim().slice(0, 200)

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

  async function choose(chosen: File | undefined) {
    setProblem(null)
    if (!chosen) return
    if (!(await looksLikeVideo(chosen))) {
      setFile(null)
      setProblem(`${chosen.name} is not a video we can take: choose an ${Object.values(videoUploadTypes).join(', ')} file.`)
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
    setTitleError(checked.success ? undefined : checked.error.issues[0]?.message)
    if (!file) return setProblem('Choose a video file first.')
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
        notifySuccess(`${checked.data} is uploaded. It is being prepared for playing, which takes about as long as the video lasts.`)
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
    <TitledSection title="Upload a video" level={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'md'} titleSpace="3" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      {running ? (
        <Stack gap="2" aria-live="polite">
          <Text fontWeight="semibold">Uploading {running.title}</Text>
          <Progress.Root value={running.progress.total ? (running.progress.sent / running.progress.total) * 100 : 0} maxW="lg">
            <VisuallyHidden>
              <Progress.Label>Upload of {running.title}</Progress.Label>
            </VisuallyHidden>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text>
            {sentWords(running.progress)} · {running.paused ? 'Paused' : timeLeftWords(running.progress)}
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
                Go on
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => {
                  running.control.pause()
                  setRunning({ ...running, paused: true })
                }}
              >
                Pause
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                running.control.cancel()
                setRunning(null)
              }}
            >
              Stop and discard
            </Button>
          </Flex>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="lg">
          <Field.Root>
            <Field.Label htmlFor={fileId}>Video file</Field.Label>
            <input id={fileId} ref={input} type="file" accept={videoFileAccept} onChange={(event) => void choose(event.target.files?.[0])} />
            <Field.HelperText>MP4, MOV or WebM. Large files are fine: a dropped connection goes on from where it stopped.</Field.HelperText>
          </Field.Root>
          <TextField
            label="Title"
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
              Upload
            </Button>
          </Box>
          </Stack>
        </form>
      )}
    </TitledSection>
  )
}
