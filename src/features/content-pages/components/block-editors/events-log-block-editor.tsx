import { Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../../components/ui/text-field'
import type { BlockEditorProps } from './block-editor-props'
import { BlockRichText } from './lazy-rich-text'
import { BlockItems } from './block-items'

export function EventsLogBlockEditor({ block, errors, onChange }: BlockEditorProps<'events-log'>) {
  const intl = useIntl()
  return (
    <>
      <Text color="fg.muted">
        <FormattedMessage id="contentPages.eventsLogEditor.order" defaultMessage="Visitors see the entries newest first, whatever their order here." />
      </Text>
      <BlockItems
        block={block}
        list="entries"
        errors={errors}
        onChange={onChange}
        subject={intl.formatMessage({ id: 'contentPages.eventsLogEditor.subject', defaultMessage: 'The log' })}
        noun={intl.formatMessage({ id: 'contentPages.eventsLogEditor.noun', defaultMessage: 'Entry' })}
        listLabel={intl.formatMessage({ id: 'contentPages.eventsLogEditor.list', defaultMessage: 'Entries' })}
        addLabel={intl.formatMessage({ id: 'contentPages.eventsLogEditor.add', defaultMessage: 'Add entry' })}
        max={200}
        newItem={() => ({ date: new Date().toISOString().slice(0, 10), title: '', content: { ops: [{ insert: '\n' }] } })}
      >
        {(entry, index, change) => (
          <>
            <TextField
              label={intl.formatMessage({ id: 'contentPages.eventsLogEditor.date', defaultMessage: 'Date of entry {number}' }, { number: index + 1 })}
              type="date"
              value={entry.date}
              error={errors[`entries.${index}.date`]}
              errorSubject={intl.formatMessage({ id: 'contentPages.eventsLogEditor.dateSubject', defaultMessage: 'The date' })}
              onChange={(date) => change({ ...entry, date })}
            />
            <TextField
              label={intl.formatMessage({ id: 'contentPages.eventsLogEditor.title', defaultMessage: 'Title of entry {number}' }, { number: index + 1 })}
              value={entry.title}
              error={errors[`entries.${index}.title`]}
              errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.titleSubject', defaultMessage: 'The title' })}
              onChange={(title) => change({ ...entry, title })}
            />
            <BlockRichText
              label={intl.formatMessage({ id: 'contentPages.eventsLogEditor.text', defaultMessage: 'Text of entry {number}' }, { number: index + 1 })}
              document={entry.content}
              onChange={(content) => change({ ...entry, content })}
            />
          </>
        )}
      </BlockItems>
    </>
  )
}
