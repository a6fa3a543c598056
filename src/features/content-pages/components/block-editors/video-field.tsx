import { Box, Button, Field, Text } from '@chakra-ui/react'
import { BrandScreenLink } from '../../../../components/ui/brand-screen-link'
import { useEffect, useRef, useState } from 'react'
import { SelectField } from '../../../../components/ui/select-field'
import { VideoUploader } from '../../../../components/video-uploader'
import { durationWords, type Video } from '../../../../domain/video'
import { useAppDispatch } from '../../../../lib/store/hooks'
import { pageVideosApi, usePageVideosQuery } from '../../api/page-videos'
import { useBuilderSite } from '../builder-context'

const choiceLabel = (video: Video) =>
  video.status === 'ready' ? `${video.title} (${durationWords(video.duration_seconds)})` : video.status === 'failed' ? `${video.title} (could not be prepared)` : `${video.title} (being prepared)`

/**
 * Choosing a block's video among the videos of the page's site, or uploading one here: the block
 * takes the new video at once, and the page shows it once it is prepared. A private video is
 * offered too, and the field says that visitors are told it is not available.
 */
export function VideoField({ videoId, error, onChange }: { videoId: string; error?: string; onChange: (videoId: string) => void }) {
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
      the Videos screen
    </BrandScreenLink>
  )
  const missing = error ? 'Choose a video: the block shows nothing without one.' : undefined
  if (videos.isLoading) return <Text color="fg.muted">Loading the brand’s videos…</Text>
  return (
    <>
      {choices.length === 0 ? (
        <Field.Root invalid={Boolean(missing)}>
          <Text>This site has no video yet: upload one here.</Text>
          {missing ? <Field.ErrorText>{missing}</Field.ErrorText> : null}
        </Field.Root>
      ) : (
        <SelectField label="Video" value={videoId} options={[{ value: '', label: 'Choose a video…' }, ...choices.map((video) => ({ value: video.id, label: choiceLabel(video) }))]} onChange={onChange} error={missing} />
      )}
      {chosen && chosen.status !== 'ready' ? (
        <Text color={chosen.status === 'failed' ? 'fg.error' : undefined} role="status">
          {chosen.status === 'failed' ? `This video could not be prepared: ${chosen.failure ?? 'ffmpeg could not read it'}. Upload it again, or choose another.` : 'This video is being prepared; the page shows it once it is ready.'}
        </Text>
      ) : null}
      {chosen?.visibility === 'private' ? <Text color="fg.error">This video is private: visitors of the page are told it is not available. Make it public or unlisted on {screenLink}.</Text> : null}
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
            Upload a new video
          </Button>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        Titles, captions and who may watch are set on {screenLink}.
      </Text>
    </>
  )
}
