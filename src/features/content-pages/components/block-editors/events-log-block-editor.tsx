import { Text } from '@chakra-ui/react'
import { TextField } from '../../../../components/ui/text-field'
import type { PageBlock } from '../../../../domain/page'
import type { BlockEditorProps } from './block-editor-props'
import { BlockRichText } from './lazy-rich-text'
import { RepeatedItems } from '../../../../components/ui/repeated-items'

type Entry = Extract<PageBlock, { type: 'events-log' }>['entries'][number]

export function EventsLogBlockEditor({ block, errors, onChange }: BlockEditorProps<'events-log'>) {
  return (
    <>
      <Text color="fg.muted">Visitors see the entries newest first, whatever their order here.</Text>
      <RepeatedItems<Entry>
        noun="Entry"
        items={block.entries}
        max={200}
        error={errors.entries ? `The log ${errors.entries}.` : undefined}
        onChange={(entries) => onChange({ ...block, entries })}
        newItem={() => ({ date: new Date().toISOString().slice(0, 10), title: '', content: { ops: [{ insert: '\n' }] } })}
      >
        {(entry, index, change) => (
          <>
            <TextField label={`Date of entry ${index + 1}`} type="date" value={entry.date} error={errors[`entries.${index}.date`]} errorSubject="The date" onChange={(date) => change({ ...entry, date })} />
            <TextField label={`Title of entry ${index + 1}`} value={entry.title} error={errors[`entries.${index}.title`]} errorSubject="The title" onChange={(title) => change({ ...entry, title })} />
            <BlockRichText label={`Text of entry ${index + 1}`} document={entry.content} onChange={(content) => change({ ...entry, content })} />
          </>
        )}
      </RepeatedItems>
    </>
  )
}
