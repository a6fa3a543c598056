import { Stack } from '@chakra-ui/react'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import type { PageBlock } from '../../../../domain/page'
import type { BlockEditorProps } from './block-editor-props'
import { ImageField } from './image-field'
import { linkHelp } from './link-help'
import { BlockItems } from './block-items'

const layouts = [
  { value: 'grid', label: 'Grid of tiles' },
  { value: 'gallery', label: 'Gallery of large images' },
] as const

const newTile = (): Extract<PageBlock, { type: 'image-blocks' }>['items'][number] => ({ upload_id: '', alt: '', title: '', link: '' })

export function ImageBlocksBlockEditor({ block, errors, onChange }: BlockEditorProps<'image-blocks'>) {
  return (
    <Stack gap="4">
      <SelectField label="Layout" value={block.layout} options={layouts} onChange={(layout) => onChange({ ...block, layout })} />
      <BlockItems block={block} list="items" errors={errors} onChange={onChange} subject="The gallery" noun="Image" max={24} newItem={newTile}>
        {(item, index, change) => (
          <>
            <ImageField label={`Image ${index + 1}`} image={item} error={errors[`items.${index}.upload_id`]} onChange={(image) => change({ ...item, ...image })} />
            <TextField label={`Description of image ${index + 1}`} value={item.alt} error={errors[`items.${index}.alt`]} errorSubject="The description" onChange={(alt) => change({ ...item, alt })} />
            <TextField label={`Title of image ${index + 1} (optional)`} value={item.title} error={errors[`items.${index}.title`]} onChange={(title) => change({ ...item, title })} />
            <TextField label={`Link of image ${index + 1} (optional)`} helper={linkHelp} value={item.link} error={errors[`items.${index}.link`]} onChange={(link) => change({ ...item, link })} autoCapitalize="none" spellCheck={false} />
          </>
        )}
      </BlockItems>
    </Stack>
  )
}
