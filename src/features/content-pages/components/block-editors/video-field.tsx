import { Box, Button, Field, Text } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../../components/ui/brand-screen-link'
import { useEffect, useRef, useState } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { SelectField } from '../../../../components/ui/select-field'
import { VideoUploader } from '../../../../components/video-uploader'
import { durationWords, type Video } from '../../../../domain/video'
import type { Say } from '../../../../i18n/say'
import { useAppDispatch } from '../../../../lib/store/hooks'
import { pageVideosApi, usePageVideosQuery } from '../../api/page-videos'
import { useBuilderSite } from '../builder-context'

const choiceWords = defineMessages({
  ready: { id: 'contentPages.videoField.choiceReady', defaultMessage: '{title} ({duration})' },
  failed: { id: 'contentPages.videoField.choiceFailed', defaultMessage: '{title} (could not be prepared)' },
  preparing: { id: 'contentPages.videoField.choicePreparing', defaultMessage: '{title} (being prepared)' },
})

const choiceLabel = (say: Say, video: Video) =>
  video.status === 'ready'
    ? say(choiceWords.ready, { title: video.title, duration: durationWords(video.duration_seconds) })
    : say(video.status === 'failed' ? choiceWords.failed : choiceWords.preparing, { title: video.title })

/**
 * Choosing a block's video among the videos of the page's site, or uploading one here: the block
 * takes the new video at once, and the page shows it once it is prepared. A private video is
 * offered too, and the field says that visitors are told it is not available.
 */
export function VideoField({ videoId, error, onChange }: { videoId: string; error?: string; onChange: (videoId: string) => void }) {
  const intl = useIntl()
  const site = useBuilderSite()
  const [uploading, setUploading] = useState(false)
  const [polling, setPolling] = useState(false)
  const dispatch = useAppDispatch()
  const videos = usePageVideosQuery(site.brandId, { pollingInterval: polling ? 3000 : 0 })
  const choices = (videos.data?.videos ?? []).filter((video) => video.site_id === site.siteId)
  const preparing = choices.some((video) => video.status === 'waiting' || video.status === 'transcoding')
  if (preparing !== polling) setPolling(preparing)
  // A video has just been prepared: the preview draws it now.
  const wasPreparing = useRef(false)
  useEffect(() => {
    if (wasPreparing.current && !preparing) dispatch(pageVideosApi.util.invalidateTags([{ type: 'Video', id: `brand-${site.brandId}` }]))
    wasPreparing.current = preparing
  }, [preparing, dispatch, site.brandId])
  const chosen = choices.find((video) => video.id === videoId)
  const screenLink = (
    <BrandScreenLink brandId={site.brandId} screen="/brands/$id/videos" color="link">
      <FormattedMessage id="contentPages.videoField.videosScreen" defaultMessage="the Videos screen" />
    </BrandScreenLink>
  )
  const missing = error ? intl.formatMessage({ id: 'contentPages.videoField.missing', defaultMessage: 'Choose a video: the block shows nothing without one.' }) : undefined
  if (videos.isLoading)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="contentPages.videoField.loading" defaultMessage="Loading the brand’s videos…" />
      </Text>
    )
  return (
    <>
      {choices.length === 0 ? (
        <Field.Root invalid={Boolean(missing)}>
          <Text>
            <FormattedMessage id="contentPages.videoField.none" defaultMessage="This site has no video yet: upload one here." />
          </Text>
          {missing ? <Field.ErrorText>{missing}</Field.ErrorText> : null}
        </Field.Root>
      ) : (
        <SelectField
          label={intl.formatMessage({ id: 'contentPages.videoField.label', defaultMessage: 'Video' })}
          value={videoId}
          options={[
            { value: '', label: intl.formatMessage({ id: 'contentPages.videoField.choose', defaultMessage: 'Choose a video…' }) },
            ...choices.map((video) => ({ value: video.id, label: choiceLabel(intl.formatMessage, video) })),
          ]}
          onChange={onChange}
          error={missing}
        />
      )}
      {chosen && chosen.status !== 'ready' ? (
        <Text color={chosen.status === 'failed' ? 'fg.error' : undefined} role="status">
          {chosen.status === 'failed' ? (
            chosen.failure ? (
              <FormattedMessage
                id="contentPages.videoField.failed"
                defaultMessage="This video could not be prepared: {reason}. Upload it again, or choose another."
                values={{ reason: chosen.failure }}
              />
            ) : (
              <FormattedMessage id="contentPages.videoField.unreadable" defaultMessage="This video could not be prepared: ffmpeg could not read it. Upload it again, or choose another." />
            )
          ) : (
            <FormattedMessage id="contentPages.videoField.preparing" defaultMessage="This video is being prepared; the page shows it once it is ready." />
          )}
        </Text>
      ) : null}
      {chosen?.visibility === 'private' ? (
        <Text color="fg.error">
          <FormattedMessage
            id="contentPages.videoField.private"
            defaultMessage="This video is private: visitors of the page are told it is not available. Make it public or unlisted on {screen}."
            values={{ screen: screenLink }}
          />
        </Text>
      ) : null}
      {uploading || choices.length === 0 ? (
        <VideoUploader
          brandId={site.brandId}
          siteId={site.siteId}
          headingLevel="h3"
          onUploaded={(uploaded) => {
            setUploading(false)
            onChange(uploaded)
            void videos.refetch()
          }}
        />
      ) : (
        <Box>
          <Button size="sm" variant="outline" onClick={() => setUploading(true)}>
            <FormattedMessage id="contentPages.videoField.upload" defaultMessage="Upload a new video" />
          </Button>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="contentPages.videoField.settings" defaultMessage="Titles, captions and who may watch are set on {screen}." values={{ screen: screenLink }} />
      </Text>
    </>
  )
}
