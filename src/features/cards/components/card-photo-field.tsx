import { Button, Field, Flex, Image, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ImageFileField } from '../../../components/ui/image-file-field'
import type { PhotoShape } from '../../../domain/card-design'
import { useActionProblem } from '../../../lib/forms/use-action-problem'
import { notifySuccess } from '../../../lib/notifications/toaster'
import type { CardRef } from '../api/get-card'
import { useUpdateCardMutation } from '../api/update-card'
import { photoProblem, useUploadCardPhotoMutation } from '../api/upload-card-photo'
import { cropSquare, type PhotoCrop } from '../photo-crop'
import { TitledSection } from '../../../components/ui/titled-section'

/** The server keeps a 512×512 photo; sending exactly that leaves it nothing to crop again. */
const croppedSizePx = 512
const previewSizePx = 224

/**
 * The card's photo: PNG or JPEG up to 5 MiB, checked here first, then framed (zoom and position,
 * by slider, so a keyboard frames it as well as a mouse) in the shape the card shows, sent as the
 * square the frame holds, and removable.
 */
export function CardPhotoField({ cardRef, photo, name, shape }: { cardRef: CardRef; photo: string | null; name: string; shape: PhotoShape }) {
  const [uploadPhoto, upload] = useUploadCardPhotoMutation()
  const [updateCard, update] = useUpdateCardMutation()
  const { problem, setProblem, attempt } = useActionProblem()
  const [chosen, setChosen] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<PhotoCrop>({ zoom: 1, x: 50, y: 50 })
  const canvas = useRef<HTMLCanvasElement>(null)
  const intl = useIntl()
  const offlineMessage = intl.formatMessage({ id: 'cards.photo.offline', defaultMessage: 'You are offline, so the photo was not changed. Try again when you are back online.' })

  useEffect(() => {
    if (chosen && canvas.current) drawCrop(canvas.current, chosen, crop, previewSizePx)
  }, [chosen, crop])

  function choose(file: File) {
    const refused = photoProblem(file)
    setProblem(refused)
    if (refused) return
    const image = new window.Image()
    const address = URL.createObjectURL(file)
    image.onload = () => {
      URL.revokeObjectURL(address)
      setCrop({ zoom: 1, x: 50, y: 50 })
      setChosen(image)
    }
    image.onerror = () => {
      URL.revokeObjectURL(address)
      setProblem(intl.formatMessage({ id: 'cards.photo.unreadable', defaultMessage: 'This file could not be read as an image; choose a PNG or JPEG.' }))
    }
    image.src = address
  }

  async function send() {
    if (!chosen) return
    const square = document.createElement('canvas')
    drawCrop(square, chosen, crop, croppedSizePx)
    const blob = await new Promise<Blob | null>((resolve) => square.toBlob(resolve, 'image/jpeg', 0.9))
    if (!blob) return setProblem(intl.formatMessage({ id: 'cards.photo.notFramed', defaultMessage: 'The photo could not be framed; choose it again.' }))
    if (!(await attempt(() => uploadPhoto({ ...cardRef, photo: blob }), offlineMessage))) return
    setChosen(null)
    notifySuccess(intl.formatMessage({ id: 'cards.photo.saved', defaultMessage: 'The photo is saved.' }))
  }

  async function remove() {
    if (await attempt(() => updateCard({ ...cardRef, changes: { photo: null } }), offlineMessage)) notifySuccess(intl.formatMessage({ id: 'cards.photo.removed', defaultMessage: 'The photo is removed.' }))
  }

  const radius = shape === 'circle' ? 'full' : 'xl'
  const slider = (label: string, key: keyof PhotoCrop, min: number, max: number, step: number) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="range" dir="ltr" min={min} max={max} step={step} value={crop[key]} onChange={(event) => setCrop({ ...crop, [key]: Number(event.target.value) })} padding="0" height="6" />
    </Field.Root>
  )

  return (
    <TitledSection title={<FormattedMessage id="cards.photo.title" defaultMessage="Photo" />} titleSpace="3">
      {chosen ? (
        <Flex gap="6" wrap="wrap" align="flex-start" role="group" aria-label={intl.formatMessage({ id: 'cards.photo.frame', defaultMessage: 'Frame the photo' })}>
          <canvas ref={canvas} width={previewSizePx} height={previewSizePx} aria-label={intl.formatMessage({ id: 'cards.photo.framed', defaultMessage: 'The photo as the card will show it' })} role="img" style={{ borderRadius: shape === 'circle' ? '50%' : '12px', maxWidth: '100%' }} />
          <Stack gap="3" flex="1" minWidth="12rem">
            {slider(intl.formatMessage({ id: 'cards.photo.zoom', defaultMessage: 'Zoom' }), 'zoom', 1, 4, 0.05)}
            {slider(intl.formatMessage({ id: 'cards.photo.leftToRight', defaultMessage: 'Left to right' }), 'x', 0, 100, 1)}
            {slider(intl.formatMessage({ id: 'cards.photo.topToBottom', defaultMessage: 'Top to bottom' }), 'y', 0, 100, 1)}
            <Flex gap="2" wrap="wrap">
              <Button onClick={() => void send()} loading={upload.isLoading}>
                <FormattedMessage id="cards.photo.use" defaultMessage="Use this photo" />
              </Button>
              <Button variant="outline" onClick={() => setChosen(null)}>
                <FormattedMessage id="cards.photo.cancel" defaultMessage="Cancel" />
              </Button>
            </Flex>
            {problem ? <Text color="fg.error">{problem}</Text> : null}
          </Stack>
        </Flex>
      ) : (
        <Flex gap="4" align="center" wrap="wrap">
          {photo ? <Image src={photo} alt={intl.formatMessage({ id: 'cards.photo.alt', defaultMessage: 'Photo of {name}' }, { name })} width="24" height="24" borderRadius={radius} objectFit="cover" /> : (
            <Text color="fg.muted">
              <FormattedMessage id="cards.photo.none" defaultMessage="No photo yet." />
            </Text>
          )}
          <ImageFileField
            label={intl.formatMessage({ id: 'cards.photo.choose', defaultMessage: 'Choose a photo' })}
            helper={intl.formatMessage({ id: 'cards.photo.helper', defaultMessage: 'PNG or JPEG, at most 5 MiB. You frame it next; the shape is chosen under Design.' })}
            problem={problem}
            busy={upload.isLoading}
            onFile={choose}
          />
          {photo ? (
            <Button size="sm" variant="outline" onClick={() => void remove()} loading={update.isLoading}>
              <FormattedMessage id="cards.photo.remove" defaultMessage="Remove the photo" />
            </Button>
          ) : null}
        </Flex>
      )}
    </TitledSection>
  )
}

function drawCrop(target: HTMLCanvasElement, image: HTMLImageElement, crop: PhotoCrop, size: number) {
  target.width = size
  target.height = size
  const { sx, sy, side } = cropSquare(image.naturalWidth, image.naturalHeight, crop)
  const context = target.getContext('2d')
  if (!context) return
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size, size)
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size)
}
