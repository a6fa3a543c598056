import { Badge, Box, Button, Field, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { captionLanguageSchema, durationWords, videoVisibilityWords, type Video } from '../../../domain/video'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs, OnlyWho } from '../../../lib/features/brand-role'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useDeleteCaptionsMutation, useDeleteVideoMutation, useListVideosQuery, usePutCaptionsMutation } from '../api/videos-api'
import { VideoSettings } from './video-settings'
import { VideoUploader } from '../../../components/video-uploader'
import { TitledSection } from '../../../components/ui/titled-section'

/** A video's state in a few words, and its badge's colour. */
function statusOf(video: Video): { label: string; palette: string } {
  switch (video.status) {
    case 'waiting':
      return { label: 'Waiting to be prepared', palette: 'gray' }
    case 'transcoding':
      return { label: 'Being prepared for playing…', palette: 'blue' }
    case 'ready':
      return { label: 'Ready', palette: 'green' }
    case 'failed':
      return { label: 'Could not be prepared', palette: 'red' }
  }
}

/**
 * The brand's videos: an upload, then each video with its state (a failed one with ffmpeg's
 * reason), its address, title, visibility, caption tracks, and deleting. The list asks again every
 * 3 seconds while any video is being prepared.
 */
export function BrandVideos({ brandId, siteId, canManage }: { brandId: string; siteId: string; canManage: boolean }) {
  const [polling, setPolling] = useState(false)
  const videos = useListVideosQuery({ brandId }, { pollingInterval: polling ? 3000 : 0 })
  const preparing = videos.data?.videos.some((video) => video.status === 'waiting' || video.status === 'transcoding') ?? false
  if (preparing !== polling) setPolling(preparing)
  return (
    <Stack gap="8">
      {canManage ? (
        <Box {...needs('manage-videos')}>
          <VideoUploader brandId={brandId} siteId={siteId} onUploaded={() => void videos.refetch()} />
        </Box>
      ) : (
        <OnlyWho action="manage-videos">upload videos and change or delete them; every member can watch them here</OnlyWho>
      )}
      <TitledSection title="The brand’s videos" gap="3">
        <QueryState query={videos} loading="Loading the videos…" offline="Connect to the internet to see the videos." empty={{ when: (data) => data.videos.length === 0, message: 'No videos yet.' }}>
          {({ videos: list }) => (
            <Stack as="ul" gap="4" listStyleType="none">
              {list.map((video) => (
                <VideoItem key={video.id} brandId={brandId} video={video} canManage={canManage} />
              ))}
            </Stack>
          )}
        </QueryState>
      </TitledSection>
    </Stack>
  )
}

function VideoItem({ brandId, video, canManage }: { brandId: string; video: Video; canManage: boolean }) {
  const status = statusOf(video)
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" padding="4" aria-labelledby={`video-${video.id}-title`}>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Box width={{ base: 'full', sm: '48' }} flexShrink={0}>
          {video.poster_url ? (
            <Image src={video.poster_url} alt="" width="full" borderRadius="md" aspectRatio={video.width && video.height ? `${video.width} / ${video.height}` : '16 / 9'} objectFit="cover" />
          ) : (
            <Box aspectRatio="16 / 9" background="bg.muted" borderRadius="md" />
          )}
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h3" size="md" id={`video-${video.id}-title`}>
            {video.title}
          </Heading>
          <Flex gap="2" wrap="wrap" align="center">
            <Badge colorPalette={status.palette}>{status.label}</Badge>
            <Badge>{videoVisibilityWords[video.visibility].split(':')[0]}</Badge>
            {video.status === 'ready' ? (
              <Text fontSize="sm" color="fg.muted">
                {durationWords(video.duration_seconds)} · {video.renditions.map((height) => `${height}p`).join(', ')}
              </Text>
            ) : null}
          </Flex>
          {video.status === 'failed' && video.failure ? <Text color="fg.error">Why: {video.failure}. Upload the file again, or another copy of it.</Text> : null}
          {video.status === 'ready' ? (
            <Text>
              <Link href={video.url} color="link">
                Watch {video.title}
              </Link>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                ({window.location.origin}
                {video.url})
              </Text>
            </Text>
          ) : null}
          {canManage ? <VideoSettings brandId={brandId} video={video} /> : null}
          {canManage ? <VideoCaptions brandId={brandId} video={video} /> : null}
          {canManage ? <DeleteVideo brandId={brandId} video={video} /> : null}
        </Stack>
      </Flex>
    </Box>
  )
}

function VideoCaptions({ brandId, video }: { brandId: string; video: Video }) {
  const [language, setLanguage] = useState('')
  const [label, setLabel] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [put, putting] = usePutCaptionsMutation()
  const [remove] = useDeleteCaptionsMutation()
  const input = useRef<HTMLInputElement>(null)
  const fileId = useId()

  async function add(event: FormEvent) {
    event.preventDefault()
    setProblem(null)
    const found: FieldErrors = {}
    const tag = captionLanguageSchema.safeParse(language)
    if (!tag.success) found.language = tag.error.issues[0]?.message ?? 'must be a language tag'
    if (!label.trim()) found.label = 'must name the captions for viewers, such as English'
    setErrors(found)
    if (!file) return setProblem('Choose a WebVTT (.vtt) file.')
    if (!tag.success || found.label) return
    const answer = await put({ brandId, videoId: video.id, language: tag.data, label: label.trim(), file })
    if ('error' in answer) return setProblem(`The captions were not added: ${failureMessage(answer.error)}`)
    notifySuccess(`${label.trim()} captions are added to ${video.title}.`)
    setLanguage('')
    setLabel('')
    setFile(null)
    if (input.current) input.current.value = ''
  }

  return (
    <Stack as="section" gap="2" aria-label={`Captions of ${video.title}`}>
      <Text fontWeight="semibold">Captions</Text>
      {video.captions.length === 0 ? (
        <Text color="fg.muted">No captions yet.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {video.captions.map((track) => (
            <Flex as="li" key={track.language} gap="3" align="center">
              <Text>
                {track.label} ({track.language})
              </Text>
              <Button {...needs('manage-videos')} size="xs" variant="ghost" onClick={() => void remove({ brandId, videoId: video.id, language: track.language })}>
                Remove<Box as="span" srOnly>{` the ${track.label} captions`}</Box>
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
      <Stack gap="3" maxW="lg">
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <TextField label="Language" helper="A tag such as en, de or pt-BR" value={language} error={errors.language} onChange={setLanguage} autoCapitalize="none" spellCheck={false} />
          <TextField label="Name for viewers" helper="Such as English" value={label} error={errors.label} onChange={setLabel} />
        </Flex>
        <Field.Root>
          <Field.Label htmlFor={fileId}>Captions file (WebVTT)</Field.Label>
          <input id={fileId} ref={input} type="file" accept=".vtt,text/vtt" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field.Root>
        <FormProblem>{problem}</FormProblem>
        <Box>
          <Button {...needs('manage-videos')} type="submit" size="sm" variant="outline" loading={putting.isLoading}>
            Add captions
          </Button>
        </Box>
      </Stack>
      </form>
    </Stack>
  )
}

function DeleteVideo({ brandId, video }: { brandId: string; video: Video }) {
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [remove, removing] = useDeleteVideoMutation()
  async function confirm() {
    const answer = await remove({ brandId, videoId: video.id })
    if ('error' in answer) setProblem(`Not deleted: ${failureMessage(answer.error)}`)
    else notifySuccess(`${video.title} is deleted.`)
  }
  return confirming ? (
    <Box role="alertdialog" aria-label={`Delete ${video.title}?`}>
      <Text marginBottom="2">Delete {video.title} for good? Pages that show it say it is not available.</Text>
      <Flex gap="3" wrap="wrap">
        <Button {...needs('manage-videos')} size="sm" colorPalette="red" loading={removing.isLoading} onClick={() => void confirm()}>
          Delete for good
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  ) : (
    <Box>
      <Button {...needs('manage-videos')} size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Delete video<Box as="span" srOnly>{` ${video.title}`}</Box>
      </Button>
    </Box>
  )
}
