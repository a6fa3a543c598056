import { Button, Flex, Grid, Image, Stack, Text } from '@chakra-ui/react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { ImageUploadField } from '../../../components/ui/image-upload-field'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { cardLayouts, photoShapes, type CardLook } from '../../../domain/card-design'
import type { CardRef } from '../api/get-card'
import { useUploadCardImageMutation, type UploadedCardImage } from '../api/upload-card-image'

const layoutLabels = defineMessages({
  classic: { id: 'cards.design.layout.classic', defaultMessage: 'Classic: the photo beside the name' },
  centred: { id: 'cards.design.layout.centred', defaultMessage: 'Centred: the photo above the name' },
  cover: { id: 'cards.design.layout.cover', defaultMessage: 'Cover: a band across the top, the photo on it' },
})
const shapeLabels = defineMessages({
  circle: { id: 'cards.design.shape.circle', defaultMessage: 'Circle' },
  square: { id: 'cards.design.shape.square', defaultMessage: 'Square' },
})

/** The layouts and photo shapes to choose from, named in the reader's language. */
export function useDesignOptions() {
  const intl = useIntl()
  return {
    layoutOptions: cardLayouts.map((layout) => ({ value: layout, label: intl.formatMessage(layoutLabels[layout]) })),
    shapeOptions: photoShapes.map((shape) => ({ value: shape, label: intl.formatMessage(shapeLabels[shape]) })),
  }
}

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
  const intl = useIntl()
  const { layoutOptions, shapeOptions } = useDesignOptions()
  return (
    <>
      <Stack asChild gap="3">
        <fieldset disabled={Boolean(lockedNote)}>
          {lockedNote ? <Text color="fg.muted">{lockedNote}</Text> : null}
          <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="3">
            <SelectField label={intl.formatMessage({ id: 'cards.design.layout', defaultMessage: 'Layout' })} value={design.layout} options={layoutOptions} onChange={(layout) => onDesign({ ...design, layout })} />
            <SelectField label={intl.formatMessage({ id: 'cards.design.photoShape', defaultMessage: 'Photo shape' })} value={design.photo_shape} options={shapeOptions} onChange={(photo_shape) => onDesign({ ...design, photo_shape })} />
          </Grid>
          <TextField
            label={intl.formatMessage({ id: 'cards.design.coverColour', defaultMessage: 'Cover colour' })}
            value={design.cover_color ?? ''}
            placeholder={primaryColor}
            onChange={(value) => onDesign({ ...design, cover_color: value.trim() === '' ? null : value })}
            error={coverColorError}
            helper={intl.formatMessage({ id: 'cards.design.coverColourHelper', defaultMessage: "The band across the top. Empty uses the brand's primary colour; #rgb or #rrggbb." })}
            spellCheck={false}
          />
        </fieldset>
      </Stack>
      <CardImageField cardRef={cardRef} what="cover" url={cover} onImage={(image) => onImage('cover', image)} />
      <CardImageField cardRef={cardRef} what="logo" url={logo} onImage={(image) => onImage('logo', image)} />
    </>
  )
}

/** One image of the design: sent as soon as it is chosen, shown on the card once the card is saved. */
function CardImageField({ cardRef, what, url, onImage }: { cardRef: CardRef; what: 'cover' | 'logo'; url: string | null; onImage: (image: UploadedCardImage | null) => void }) {
  const intl = useIntl()
  const [upload, state] = useUploadCardImageMutation()
  return (
    <Flex gap="4" align="center" wrap="wrap">
      {url ? (
        <Image src={url} alt={intl.formatMessage({ id: 'cards.design.imageChosen', defaultMessage: '{what, select, cover {Cover image chosen} other {Logo chosen}}' }, { what })} height="12" maxWidth="32" objectFit="contain" />
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="cards.design.noImage" defaultMessage="{what, select, cover {No cover yet.} other {No logo yet.}}" values={{ what }} />
        </Text>
      )}
      <ImageUploadField
        what={what}
        label={intl.formatMessage({ id: 'cards.design.chooseImage', defaultMessage: '{what, select, cover {Choose a cover image} other {Choose a logo image}}' }, { what })}
        helper={intl.formatMessage({ id: 'cards.design.imageHelper', defaultMessage: 'PNG or JPEG, at most 5 MiB; it goes on the card with Save card.' })}
        offlineMessage={intl.formatMessage(
          { id: 'cards.design.imageOffline', defaultMessage: '{what, select, cover {You are offline, so the cover was not sent.} other {You are offline, so the logo was not sent.}} Choose it again when you are back online.' },
          { what },
        )}
        busy={state.isLoading}
        send={(image) => upload({ ...cardRef, image })}
        onSent={onImage}
      />
      {url ? (
        <Button size="sm" variant="outline" onClick={() => onImage(null)}>
          <FormattedMessage id="cards.design.removeImage" defaultMessage="{what, select, cover {Remove the cover} other {Remove the logo}}" values={{ what }} />
        </Button>
      ) : null}
    </Flex>
  )
}
