import { useIntl } from 'react-intl'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { blockIcons, type PageBlock } from '../../../../domain/page'
import type { BlockEditorProps } from './block-editor-props'
import { linkHelp } from './link-help'
import { BlockItems } from './block-items'

type TextCard = Extract<PageBlock, { type: 'blocks' }>['items'][number]

export function TextCardsBlockEditor({ block, errors, onChange }: BlockEditorProps<'blocks'>) {
  const intl = useIntl()
  const iconOptions = blockIcons.map((icon) => ({
    value: icon,
    label: intl.formatMessage(
      {
        id: 'contentPages.textCardsEditor.iconName',
        defaultMessage: '{icon, select, none {No icon} star {Star} heart {Heart} check {Check} bolt {Bolt} chat {Chat} calendar {Calendar} map {Map} phone {Phone} mail {Mail} globe {Globe} user {User} other {{icon}}}',
      },
      { icon },
    ),
  }))
  return (
    <BlockItems
      block={block}
      list="items"
      errors={errors}
      onChange={onChange}
      subject={intl.formatMessage({ id: 'contentPages.textCardsEditor.subject', defaultMessage: 'The block' })}
      noun={intl.formatMessage({ id: 'contentPages.textCardsEditor.noun', defaultMessage: 'Card' })}
      listLabel={intl.formatMessage({ id: 'contentPages.textCardsEditor.list', defaultMessage: 'Cards' })}
      addLabel={intl.formatMessage({ id: 'contentPages.textCardsEditor.add', defaultMessage: 'Add card' })}
      max={12}
      newItem={(): TextCard => ({ icon: 'none', title: '', text: '', link: '' })}
    >
      {(item, index, change) => (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'contentPages.textCardsEditor.icon', defaultMessage: 'Icon of card {number}' }, { number: index + 1 })}
            value={item.icon}
            options={iconOptions}
            onChange={(icon) => change({ ...item, icon })}
          />
          <TextField
            label={intl.formatMessage({ id: 'contentPages.textCardsEditor.title', defaultMessage: 'Title of card {number}' }, { number: index + 1 })}
            value={item.title}
            error={errors[`items.${index}.title`]}
            errorSubject={intl.formatMessage({ id: 'contentPages.blockEditor.titleSubject', defaultMessage: 'The title' })}
            onChange={(title) => change({ ...item, title })}
          />
          <TextField
            label={intl.formatMessage({ id: 'contentPages.textCardsEditor.text', defaultMessage: 'Text of card {number} (optional)' }, { number: index + 1 })}
            rows={3}
            value={item.text}
            error={errors[`items.${index}.text`]}
            errorSubject={intl.formatMessage({ id: 'contentPages.textCardsEditor.textSubject', defaultMessage: 'Text of card {number}' }, { number: index + 1 })}
            onChange={(text) => change({ ...item, text })}
          />
          <TextField
            label={intl.formatMessage({ id: 'contentPages.textCardsEditor.link', defaultMessage: 'Link of card {number} (optional)' }, { number: index + 1 })}
            helper={intl.formatMessage(linkHelp)}
            value={item.link}
            error={errors[`items.${index}.link`]}
            errorSubject={intl.formatMessage({ id: 'contentPages.textCardsEditor.linkSubject', defaultMessage: 'Link of card {number}' }, { number: index + 1 })}
            onChange={(link) => change({ ...item, link })}
            autoCapitalize="none"
            spellCheck={false}
          />
        </>
      )}
    </BlockItems>
  )
}
