import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { blockIcons, type PageBlock } from '../../../../domain/page'
import type { BlockEditorProps } from './block-editor-props'
import { linkHelp } from './link-help'
import { BlockItems } from './block-items'

type TextCard = Extract<PageBlock, { type: 'blocks' }>['items'][number]

const iconOptions = blockIcons.map((icon) => ({ value: icon, label: icon === 'none' ? 'No icon' : icon[0]!.toUpperCase() + icon.slice(1) }))

export function TextCardsBlockEditor({ block, errors, onChange }: BlockEditorProps<'blocks'>) {
  return (
    <BlockItems block={block} list="items" errors={errors} onChange={onChange} subject="The block" noun="Card" max={12} newItem={(): TextCard => ({ icon: 'none', title: '', text: '', link: '' })}>
      {(item, index, change) => (
        <>
          <SelectField label={`Icon of card ${index + 1}`} value={item.icon} options={iconOptions} onChange={(icon) => change({ ...item, icon })} />
          <TextField label={`Title of card ${index + 1}`} value={item.title} error={errors[`items.${index}.title`]} errorSubject="The title" onChange={(title) => change({ ...item, title })} />
          <TextField label={`Text of card ${index + 1} (optional)`} rows={3} value={item.text} error={errors[`items.${index}.text`]} onChange={(text) => change({ ...item, text })} />
          <TextField label={`Link of card ${index + 1} (optional)`} helper={linkHelp} value={item.link} error={errors[`items.${index}.link`]} onChange={(link) => change({ ...item, link })} autoCapitalize="none" spellCheck={false} />
        </>
      )}
    </BlockItems>
  )
}
