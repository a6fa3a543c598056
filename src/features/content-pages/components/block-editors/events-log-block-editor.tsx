import { Text } from '@chakra-ui/react'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { BlockRichText } from './lazy-rich-text'
import { BlockItems } from './block-items'

export function EventsLogBlockEditor({ block, errors, onChange }: BlockEditorProps<'events-log'>) {
  return (
    <>
      <Text color="fg.muted">Visitors see the entries newest first, whatever their order here.</Text>
      <BlockItems block={block} list="entries" errors={errors} onChange={onChange} subject="The log" noun="Entry" max={200} newItem={() => ({ date: new Date().toISOString().slice(0, 10), title: '', content: { ops: [{ insert: '\n' }] } })}>
        {(entry, index, change) => (
          <>
            <TextField label={`Date of entry ${index + 1}`} type="date" value={entry.date} error={errors[`entries.${index}.date`]} errorSubject="The date" onChange={(date) => change({ ...entry, date })} />
            <TextField label={`Title of entry ${index + 1}`} value={entry.title} error={errors[`entries.${index}.title`]} errorSubject="The title" onChange={(title) => change({ ...entry, title })} />
            <BlockRichText label={`Text of entry ${index + 1}`} document={entry.content} onChange={(content) => change({ ...entry, content })} />
          </>
        )}
      </BlockItems>
    </>
  )
}
