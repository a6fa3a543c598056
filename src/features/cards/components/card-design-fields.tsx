import { Button, Flex, Grid, Image, Stack, Text } from '@chakra-ui/react'
import { ImageUploadField } from '../../../components/ui/image-upload-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { cardLayouts, photoShapes, type CardLook } from '../../../domain/card-design'
import type { CardRef } from '../api/get-card'
import { useUploadCardImageMutation, type UploadedCardImage } from '../api/upload-card-image'

const layoutLabels: Record<CardLook['layout'], string> = {
  classic: 'Classic: the photo beside the name',
  centred: 'Centred: the photo above the name',
  cover: 'Cover: a band across the top, the photo on it',
}
export const layoutOptions = cardLayouts.map((layout) => ({ value: layout, label: layoutLabels[layout] }))
export const shapeOptions = photoShapes.map((shape) => ({ value: shape, label: shape === 'circle' ? 'Circle' : 'Square' }))

type CardDesignFieldsProps = {
  cardRef: CardRef
  design: CardLook
  onDesign: (design: CardLook) => void
  coverColorError: string | undefined
  cover: string | null
  logo: string | null
  onImage: (which: 'cover' | 'logo', image: UploadedCardImage | null) => void
  primaryColor: string
  /** Set when the brand's template locks the design: the layout, shape and colour cannot change, and this says why. */
  lockedNote?: string
}

/** Layout, photo shape, the band's colour or image, and the logo; saved with the card's other fields. */
export function CardDesignFields({ cardRef, design, onDesign, coverColorError, cover, logo, onImage, primaryColor, lockedNote }: CardDesignFieldsProps) {
  return (
    <>
      <Stack asChild gap="3">
        <fieldset disabled={Boolean(lockedNote)}>
          {lockedNote ? <Text color="fg.muted">{lockedNote}</Text> : null}
          <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="3">
            <SelectField label="Layout" value={design.layout} options={layoutOptions} onChange={(layout) => onDesign({ ...design, layout })} />
            <SelectField label="Photo shape" value={design.photo_shape} options={shapeOptions} onChange={(photo_shape) => onDesign({ ...design, photo_shape })} />
          </Grid>
          <TextField
            label="Cover colour"
            value={design.cover_color ?? ''}
            placeholder={primaryColor}
            onChange={(value) => onDesign({ ...design, cover_color: value.trim() === '' ? null : value })}
            error={coverColorError}
            helper="The band across the top. Empty uses the brand's primary colour; #rgb or #rrggbb."
            spellCheck={false}
          />
        </fieldset>
      </Stack>
      <CardImageField cardRef={cardRef} label="Cover image" what="cover" url={cover} onImage={(image) => onImage('cover', image)} />
      <CardImageField cardRef={cardRef} label="Logo" what="logo" url={logo} onImage={(image) => onImage('logo', image)} />
    </>
  )
}

/** One image of the design: sent as soon as it is chosen, shown on the card once the card is saved. */
function CardImageField({ cardRef, label, what, url, onImage }: { cardRef: CardRef; label: string; what: string; url: string | null; onImage: (image: UploadedCardImage | null) => void }) {
  const [upload, state] = useUploadCardImageMutation()
  return (
    <Flex gap="4" align="center" wrap="wrap">
      {url ? <Image src={url} alt={`${label} chosen`} height="12" maxWidth="32" objectFit="contain" /> : <Text color="fg.muted">No {what} yet.</Text>}
      <ImageUploadField
        what={what}
        label={`Choose a ${what} image`}
        helper="PNG or JPEG, at most 5 MiB; it goes on the card with Save card."
        busy={state.isLoading}
        send={(image) => upload({ ...cardRef, image })}
        onSent={onImage}
      />
      {url ? (
        <Button size="sm" variant="outline" onClick={() => onImage(null)}>
          {`Remove the ${what}`}
        </Button>
      ) : null}
    </Flex>
  )
}
