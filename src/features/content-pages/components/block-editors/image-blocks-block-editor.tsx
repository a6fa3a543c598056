import { Stack } from '@chakra-ui/react'
import { defineMessages, useIntl } from 'react-intl'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { PageBlock } from '../../../../domain/page'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { linkHelp } from './link-help'
import { BlockItems } from './block-items'

const layoutLabels = defineMessages({
  grid: { id: 'contentPages.galleryEditor.grid', defaultMessage: 'Grid of tiles' },
  gallery: { id: 'contentPages.galleryEditor.gallery', defaultMessage: 'Gallery of large images' },
})

const layouts = ['grid', 'gallery'] as const

const newTile = (): Extract<PageBlock, { type: 'image-blocks' }>['items'][number] => ({ upload_id: '', alt: '', title: '', link: '' })

export function ImageBlocksBlockEditor({ block, errors, onChange }: BlockEditorProps<'image-blocks'>) {
  const intl = useIntl()
  return (
    <Stack gap="4">
      <SelectField
        label={intl.formatMessage({ id: 'contentPages.galleryEditor.layout', defaultMessage: 'Layout' })}
        value={block.layout}
        options={layouts.map((value) => ({ value, label: intl.formatMessage(layoutLabels[value]) }))}
        onChange={(layout) => onChange({ ...block, layout })}
      />
      <BlockItems
        block={block}
        list="items"
        errors={errors}
        onChange={onChange}
        subject={intl.formatMessage({ id: 'contentPages.galleryEditor.subject', defaultMessage: 'The gallery' })}
        noun={intl.formatMessage({ id: 'contentPages.blockEditor.image', defaultMessage: 'Image' })}
        listLabel={intl.formatMessage({ id: 'contentPages.galleryEditor.list', defaultMessage: 'Images' })}
        addLabel={intl.formatMessage({ id: 'contentPages.galleryEditor.add', defaultMessage: 'Add image' })}
        max={24}
        newItem={newTile}
      >
        {(item, index, change) => (
          <>
            <ImageField
              label={intl.formatMessage({ id: 'contentPages.galleryEditor.image', defaultMessage: 'Image {number}' }, { number: index + 1 })}
              image={item}
              error={errors[`items.${index}.upload_id`]}
              onChange={(image) => change({ ...item, ...image })}
            />
            <TextField
              label={intl.formatMessage({ id: 'contentPages.galleryEditor.alt', defaultMessage: 'Description of image {number}' }, { number: index + 1 })}
              value={item.alt}
              error={errors[`items.${index}.alt`]}
              errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.altSubject', defaultMessage: 'The description' })}
              onChange={(alt) => change({ ...item, alt })}
            />
            <TextField
              label={intl.formatMessage({ id: 'contentPages.galleryEditor.title', defaultMessage: 'Title of image {number} (optional)' }, { number: index + 1 })}
              value={item.title}
              error={errors[`items.${index}.title`]}
              errorSubject={intl.formatMessage({ id: 'contentPages.galleryEditor.titleSubject', defaultMessage: 'Title of image {number}' }, { number: index + 1 })}
              onChange={(title) => change({ ...item, title })}
            />
            <TextField
              label={intl.formatMessage({ id: 'contentPages.galleryEditor.link', defaultMessage: 'Link of image {number} (optional)' }, { number: index + 1 })}
              helper={intl.formatMessage(linkHelp)}
              value={item.link}
              error={errors[`items.${index}.link`]}
              errorSubject={intl.formatMessage({ id: 'contentPages.galleryEditor.linkSubject', defaultMessage: 'Link of image {number}' }, { number: index + 1 })}
              onChange={(link) => change({ ...item, link })}
              autoCapitalize="none"
              spellCheck={false}
            />
          </>
        )}
      </BlockItems>
    </Stack>
  )
}
