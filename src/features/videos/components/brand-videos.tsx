import { Badge, Box, Button, Field, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import { captionLanguageSchema, durationWords, type Video } from '../../../domain/video'
import { failureMessage } from '../../../lib/api/api-failure'
import { needs, whoMay } from '../../../lib/features/brand-role'
import { useRoleTable } from '../../../lib/features/features-context'
import type { FieldErrors } from '../../../lib/forms/field-errors'
import { problemText, type CheckIssue } from '../../../i18n/problem-text'
import type { Say } from '../../../i18n/say'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useDeleteCaptionsMutation, useDeleteVideoMutation, useListVideosQuery, usePutCaptionsMutation } from '../api/videos-api'
import { VideoSettings } from './video-settings'
import { VideoUploader } from '../../../components/video-uploader'
import { TitledSection } from '../../../components/ui/titled-section'
import { visibilityBadges } from '../visibility-words'

/** A video's state in a few words. */
const statusLabels = defineMessages({
  waiting: { id: 'videos.status.waiting', defaultMessage: 'Waiting to be prepared' },
  transcoding: { id: 'videos.status.transcoding', defaultMessage: 'Being prepared for playing…' },
  ready: { id: 'videos.status.ready', defaultMessage: 'Ready' },
  failed: { id: 'videos.status.failed', defaultMessage: 'Could not be prepared' },
}) satisfies Record<Video['status'], unknown>

/** The colour of a video's state badge. */
const statusPalettes: Record<Video['status'], string> = { waiting: 'gray', transcoding: 'blue', ready: 'green', failed: 'red' }

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
  const intl = useIntl()
  const roles = useRoleTable()
  return (
    <Stack gap="8">
      {canManage ? (
        <Box {...needs('manage-videos')}>
          <VideoUploader brandId={brandId} siteId={siteId} onUploaded={() => void videos.refetch()} />
        </Box>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage
            id="videos.list.onlyWho"
            defaultMessage="Only the brand’s {who} upload videos and change or delete them; every member can watch them here."
            values={{ who: whoMay(roles, 'manage-videos', intl) }}
          />
        </Text>
      )}
      <TitledSection title={intl.formatMessage({ id: 'videos.list.title', defaultMessage: 'The brand’s videos' })} gap="3">
        <QueryState
          query={videos}
          loading={<FormattedMessage id="videos.list.loading" defaultMessage="Loading the videos…" />}
          offline={<FormattedMessage id="videos.list.offline" defaultMessage="Connect to the internet to see the videos." />}
          empty={{ when: (data) => data.videos.length === 0, message: <FormattedMessage id="videos.list.empty" defaultMessage="No videos yet." /> }}
        >
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
  const intl = useIntl()
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
            <Badge colorPalette={statusPalettes[video.status]}>{intl.formatMessage(statusLabels[video.status])}</Badge>
            <Badge>{intl.formatMessage(visibilityBadges[video.visibility])}</Badge>
            {video.status === 'ready' ? (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="videos.item.about"
                  defaultMessage="{duration} · {heights}"
                  values={{
                    duration: durationWords(video.duration_seconds),
                    heights: intl.formatList(
                      video.renditions.map((height) => intl.formatMessage({ id: 'videos.item.height', defaultMessage: '{height}p' }, { height })),
                      { type: 'unit', style: 'short' },
                    ),
                  }}
                />
              </Text>
            ) : null}
          </Flex>
          {video.status === 'failed' && video.failure ? (
            <Text color="fg.error">
              <FormattedMessage id="videos.item.why" defaultMessage="Why: {reason}. Upload the file again, or another copy of it." values={{ reason: video.failure }} />
            </Text>
          ) : null}
          {video.status === 'ready' ? (
            <Text>
              <FormattedMessage
                id="videos.item.watch"
                defaultMessage="<link>Watch {title}</link> <address>({url})</address>"
                values={{
                  title: video.title,
                  url: `${window.location.origin}${video.url}`,
                  link: (chunks) => (
                    <Link href={video.url} color="link">
                      {chunks}
                    </Link>
                  ),
                  address: (chunks) => (
                    <Text as="span" color="fg.muted" fontSize="sm" dir="ltr">
                      {chunks}
                    </Text>
                  ),
                }}
              />
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
  const intl = useIntl()

  async function add(event: FormEvent) {
    event.preventDefault()
    setProblem(null)
    const found: FieldErrors = {}
    const tag = captionLanguageSchema.safeParse(language)
    const tagIssue = tag.error?.issues[0]
    if (!tag.success)
      found.language = tagIssue ? problemText(intl.formatMessage as Say, tagIssue as CheckIssue) : intl.formatMessage({ id: 'videos.captions.languageProblem', defaultMessage: 'must be a language tag' })
    if (!label.trim()) found.label = intl.formatMessage({ id: 'videos.captions.labelProblem', defaultMessage: 'must name the captions for viewers, such as English' })
    setErrors(found)
    if (!file) return setProblem(intl.formatMessage({ id: 'videos.captions.noFile', defaultMessage: 'Choose a WebVTT (.vtt) file.' }))
    if (!tag.success || found.label) return
    const answer = await put({ brandId, videoId: video.id, language: tag.data, label: label.trim(), file })
    if ('error' in answer)
      return setProblem(intl.formatMessage({ id: 'videos.captions.notAdded', defaultMessage: 'The captions were not added: {reason}' }, { reason: failureMessage(answer.error) }))
    notifySuccess(intl.formatMessage({ id: 'videos.captions.added', defaultMessage: '{label} captions are added to {title}.' }, { label: label.trim(), title: video.title }))
    setLanguage('')
    setLabel('')
    setFile(null)
    if (input.current) input.current.value = ''
  }

  return (
    <Stack as="section" gap="2" aria-label={intl.formatMessage({ id: 'videos.captions.label', defaultMessage: 'Captions of {title}' }, { title: video.title })}>
      <Text fontWeight="semibold">
        <FormattedMessage id="videos.captions.title" defaultMessage="Captions" />
      </Text>
      {video.captions.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="videos.captions.none" defaultMessage="No captions yet." />
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {video.captions.map((track) => (
            <Flex as="li" key={track.language} gap="3" align="center">
              <Text>
                <FormattedMessage id="videos.captions.track" defaultMessage="{label} ({language})" values={{ label: track.label, language: track.language }} />
              </Text>
              <Button {...needs('manage-videos')} size="xs" variant="ghost" onClick={() => void remove({ brandId, videoId: video.id, language: track.language })}>
                <FormattedMessage
                  id="videos.captions.remove"
                  defaultMessage="Remove<hidden> the {label} captions</hidden>"
                  values={{
                    label: track.label,
                    hidden: (chunks) => (
                      <Box as="span" srOnly>
                        {chunks}
                      </Box>
                    ),
                  }}
                />
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
      <Stack gap="3" maxW="lg">
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <TextField
            label={intl.formatMessage({ id: 'videos.captions.language', defaultMessage: 'Language' })}
            helper={intl.formatMessage({ id: 'videos.captions.languageHelp', defaultMessage: 'A tag such as en, de or pt-BR' })}
            value={language}
            error={errors.language}
            onChange={setLanguage}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            label={intl.formatMessage({ id: 'videos.captions.name', defaultMessage: 'Name for viewers' })}
            helper={intl.formatMessage({ id: 'videos.captions.nameHelp', defaultMessage: 'Such as English' })}
            value={label}
            error={errors.label}
            onChange={setLabel}
          />
        </Flex>
        <Field.Root>
          <Field.Label htmlFor={fileId}>
            <FormattedMessage id="videos.captions.file" defaultMessage="Captions file (WebVTT)" />
          </Field.Label>
          <input id={fileId} ref={input} type="file" accept=".vtt,text/vtt" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field.Root>
        <FormProblem>{problem}</FormProblem>
        <Box>
          <Button {...needs('manage-videos')} type="submit" size="sm" variant="outline" loading={putting.isLoading}>
            <FormattedMessage id="videos.captions.add" defaultMessage="Add captions" />
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
  const intl = useIntl()
  async function confirm() {
    const answer = await remove({ brandId, videoId: video.id })
    if ('error' in answer) setProblem(intl.formatMessage({ id: 'videos.delete.failed', defaultMessage: 'Not deleted: {reason}' }, { reason: failureMessage(answer.error) }))
    else notifySuccess(intl.formatMessage({ id: 'videos.delete.done', defaultMessage: '{title} is deleted.' }, { title: video.title }))
  }
  return confirming ? (
    <Box role="alertdialog" aria-label={intl.formatMessage({ id: 'videos.delete.question', defaultMessage: 'Delete {title}?' }, { title: video.title })}>
      <Text marginBottom="2">
        <FormattedMessage id="videos.delete.note" defaultMessage="Delete {title} for good? Pages that show it say it is not available." values={{ title: video.title }} />
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button {...needs('manage-videos')} size="sm" colorPalette="red" loading={removing.isLoading} onClick={() => void confirm()}>
          <FormattedMessage id="videos.delete.confirm" defaultMessage="Delete for good" />
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          <FormattedMessage id="videos.delete.keep" defaultMessage="Keep it" />
        </Button>
      </Flex>
      <FormProblem marginTop="2">{problem}</FormProblem>
    </Box>
  ) : (
    <Box>
      <Button {...needs('manage-videos')} size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        <FormattedMessage
          id="videos.delete.button"
          defaultMessage="Delete video<hidden> {title}</hidden>"
          values={{
            title: video.title,
            hidden: (chunks) => (
              <Box as="span" srOnly>
                {chunks}
              </Box>
            ),
          }}
        />
      </Button>
    </Box>
  )
}
