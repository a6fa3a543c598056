import { Box, Button, Flex, Grid, Heading, Stack, Text, type GridProps } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { AddressField } from '../../../components/ui/address-field'
import { SelectField, type SelectOption } from '../../../components/ui/select-field'
import { ContrastWarningList } from '../../../components/ui/contrast-warning-list'
import { FormSubmit } from '../../../components/ui/form-submit'
import { TextField } from '../../../components/ui/text-field'
import { TitledSection } from '../../../components/ui/titled-section'
import { cardUpdateSchema, type Card } from '../../../domain/card'
import type { TemplateField } from '../../../domain/card-template'
import { contactTypes, messengerApps, socialNetworks } from '../../../domain/contact-details'
import { messengerLabels } from '../../../domain/card-icon-row'
import { siteColorNames, type SiteColors } from '../../../domain/site'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { notifySuccess } from '../../../lib/notifications/toaster'
import { useUpdateCardMutation } from '../api/update-card'
import { contrastWarnings } from '../../../theme/contrast-warnings'
import { cardPaletteStyle } from '../card-palette'
import { colourLabels } from '../colour-labels'
import { draftChanges, draftOf, draftRules, previewOf, type CardDraft } from '../card-draft'
import { socialLabels } from '../../../domain/card-links'
import type { BrandPermissions } from '../brand-permissions'
import { CardFigures } from './card-figures'
import { CardOwnerField } from './card-owner-field'
import { CardDesignFields } from './card-design-fields'
import { CardPhotoField } from './card-photo-field'
import { CardView } from './card-view'
import { DeleteCard } from './delete-card'
import { PublishCard } from './publish-card'
import { UnsavedWork } from '../../../components/ui/unsaved-work'

type CardEditorProps = {
  brandId: string
  card: Card
  brand: { name: string; colors: SiteColors }
  /** The card's public address, as visitors open it. */
  publicUrl: string
  /** The QR designer, loaded only when asked for. */
  renderQr: () => ReactNode
  onDeleted: () => void
  /** The fields the brand's card template locks: shown, not editable. */
  locked?: readonly TemplateField[]
  /** The signed-in person: a card's owner edits it, and only a role that may publishes, gives or deletes it. */
  me: string
  permissions: BrandPermissions
}

const words: Record<'lockedNote' | 'contactType' | 'otherNetwork', MessageDescriptor> = defineMessages({
  lockedNote: { id: 'cards.editor.lockedNote', defaultMessage: "Set by the brand's card template; a brand admin changes it there." },
  contactType: { id: 'cards.editor.contactType', defaultMessage: '{type, select, work {work} mobile {mobile} home {home} other {{type}}}' },
  otherNetwork: { id: 'cards.editor.otherNetwork', defaultMessage: 'Profile' },
})

type ListName = 'phones' | 'emails' | 'websites' | 'socials' | 'messengers'
const newRow = {
  phones: { type: 'work', number: '' },
  emails: { type: 'work', address: '' },
  websites: { url: '', label: '' },
  socials: { network: 'linkedin', url: '' },
  messengers: { app: 'whatsapp', handle: '' },
} as const

/** A card's form, its live preview, publishing, photo, figures, QR code and deletion, on one page. */
export function CardEditor({ brandId, card, brand, publicUrl, renderQr, onDeleted, locked = [], me, permissions }: CardEditorProps) {
  const intl = useIntl()
  const lockedNote = intl.formatMessage(words.lockedNote)
  const typeOptions = contactTypes.map((type) => ({ value: type, label: intl.formatMessage(words.contactType, { type }) }))
  const messengerOptions = messengerApps.map((app) => ({ value: app, label: messengerLabels[app] }))
  const networkOptions = socialNetworks.map((network) => ({ value: network, label: network === 'other' ? intl.formatMessage(words.otherNetwork) : socialLabels[network] }))
  const [qrOpen, setQrOpen] = useState(false)
  const [updateCard] = useUpdateCardMutation()
  const ref = { brandId, cardId: card.id }
  const form = useSchemaForm({
    initialValues: draftOf(card),
    schema: cardUpdateSchema,
    toInput: draftChanges,
    rules: draftRules,
    onSubmit: (changes) => updateCard({ ...ref, changes }),
    onSaved: (saved) => {
      notifySuccess(intl.formatMessage({ id: 'cards.editor.saved', defaultMessage: 'The card is saved.' }))
      // The server's copy (trimmed, e-mail addresses in lower case) is the form's new starting point.
      return draftOf(saved)
    },
    offlineMessage: intl.formatMessage({
      id: 'cards.editor.offline',
      defaultMessage: 'You are offline, so the card was not saved. Your changes are still here: save again when you are back online.',
    }),
    invalidMessage: intl.formatMessage({ id: 'cards.editor.invalid', defaultMessage: 'Some fields need a change: see the messages under them.' }),
    refusedMessage: intl.formatMessage({ id: 'cards.editor.refused', defaultMessage: 'The server refused a field: see the message under it.' }),
  })
  const { values: draft, errors, setValues: setDraft } = form
  const set = form.setField
  // Images sent but not saved yet: the preview shows them before the card names them.
  const [uploaded, setUploaded] = useState<Record<string, string>>({})
  const imageUrl = (id: string | null, savedId: string | null, saved: string | null) => (id === null ? null : (uploaded[id] ?? (id === savedId ? saved : null)))
  const preview = previewOf(draft, brand, {
    photo: card.photo,
    cover: imageUrl(draft.cover_upload_id, card.cover_upload_id, card.cover),
    logo: imageUrl(draft.logo_upload_id, card.logo_upload_id, card.logo),
  })

  const setRow = <List extends ListName>(list: List, index: number, patch: Partial<CardDraft[List][number]>) =>
    setDraft((current) => ({ ...current, [list]: current[list].map((row, at) => (at === index ? { ...row, ...patch } : row)) }))
  const addRow = (list: ListName) => setDraft((current) => ({ ...current, [list]: [...current[list], { ...newRow[list] }] }))
  const removeRow = (list: ListName, index: number) =>
    setDraft((current) => ({ ...current, [list]: current[list].filter((_row, at) => at !== index) }))

  /** A row's two fields: its kind, chosen from a list, and its text ("Phone 1 type", "Phone 1 number"); `label` names each by the row's number. */
  const kindAndText =
    <List extends 'phones' | 'emails' | 'socials'>(
      list: List,
      kind: { key: keyof CardDraft[List][number] & string; label: (number: number) => string; options: SelectOption[] },
      text: { key: keyof CardDraft[List][number] & string; label: (number: number) => string; type: 'tel' | 'email' | 'url' },
    ) =>
    (value: CardDraft[List][number], index: number) => {
      const change = (key: string, next: string) => setRow(list, index, { [key]: next } as Partial<CardDraft[List][number]>)
      return (
        <>
          <SelectField label={kind.label(index + 1)} value={value[kind.key] as string} options={kind.options} onChange={(next) => change(kind.key, next)} />
          <TextField label={text.label(index + 1)} type={text.type} value={value[text.key] as string} onChange={(next) => change(text.key, next)} error={errors[`${list}.${index}.${text.key}`]} />
        </>
      )
    }

  /** A list of rows (phones, e-mail addresses…), each with its Remove button, and a button to add one. */
  const rows = <List extends ListName>(
    list: List,
    { title, remove, add, max, columns = '8rem 1fr auto' }: { title: ReactNode; remove: (number: number) => string; add: ReactNode; max: number; columns?: GridProps['templateColumns'] },
    row: (value: CardDraft[List][number], index: number) => ReactNode,
  ) => (
    <Section title={title}>
      {(draft[list] as CardDraft[List][number][]).map((value, index) => (
        <Grid key={index} templateColumns={columns} gap="3" alignItems="end">
          {row(value, index)}
          <Button size="sm" variant="ghost" alignSelf="flex-end" onClick={() => removeRow(list, index)} aria-label={remove(index + 1)}>
            <FormattedMessage id="cards.editor.remove" defaultMessage="Remove" />
          </Button>
        </Grid>
      ))}
      <AddButton onClick={() => addRow(list)} disabled={draft[list].length >= max}>
        {add}
      </AddButton>
    </Section>
  )

  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
      <Stack gap="8" minWidth="0">
        <UnsavedWork unsaved={form.unsaved} what={intl.formatMessage({ id: 'cards.editor.unsavedWhat', defaultMessage: 'the card' })} save={form.submit} draft={{ key: `card:${card.id}`, values: draft, restore: setDraft }} />
        <PublishCard cardRef={ref} published={card.published} publicUrl={publicUrl} saveFirst={form.saveIfUnsaved} permissions={permissions} />
        <CardOwnerField cardRef={ref} ownerUserId={card.owner_user_id} me={me} permissions={permissions} />
        <form onSubmit={form.submit} noValidate aria-label={intl.formatMessage({ id: 'cards.editor.formLabel', defaultMessage: 'Card details' })}>
          <Stack gap="6">
            <Section title={<FormattedMessage id="cards.editor.name" defaultMessage="Name" />}>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr 2fr 1fr' }} gap="3">
                <TextField label={intl.formatMessage({ id: 'cards.editor.prefix', defaultMessage: 'Prefix' })} {...form.field('prefix')} />
                <TextField label={intl.formatMessage({ id: 'cards.editor.givenName', defaultMessage: 'Given name' })} {...form.field('given_name')} />
                <TextField label={intl.formatMessage({ id: 'cards.editor.familyName', defaultMessage: 'Family name' })} {...form.field('family_name')} />
                <TextField label={intl.formatMessage({ id: 'cards.editor.suffix', defaultMessage: 'Suffix' })} {...form.field('suffix')} />
              </Grid>
            </Section>
            <Section title={<FormattedMessage id="cards.editor.work" defaultMessage="Work" />}>
              <TextField label={intl.formatMessage({ id: 'cards.editor.jobTitle', defaultMessage: 'Job title' })} {...form.field('job_title')} />
              <TextField
                label={intl.formatMessage({ id: 'cards.editor.organisation', defaultMessage: 'Organisation' })}
                {...form.field('organisation')}
                placeholder={brand.name}
                disabled={locked.includes('organisation')}
                helper={
                  locked.includes('organisation')
                    ? lockedNote
                    : intl.formatMessage({ id: 'cards.editor.organisationHelper', defaultMessage: 'Left empty, the card shows {brand}.' }, { brand: brand.name })
                }
              />
              <AddressField
                label={intl.formatMessage({ id: 'cards.editor.key', defaultMessage: 'Key' })}
                {...form.field('key')}
                helper={intl.formatMessage({ id: 'cards.editor.keyHelper', defaultMessage: "The card's address ends in /vcard/{key}" }, { key: draft.key || '…' })}
              />
            </Section>
            {rows(
              'phones',
              {
                title: <FormattedMessage id="cards.editor.phones" defaultMessage="Phones" />,
                remove: (number) => intl.formatMessage({ id: 'cards.editor.removePhone', defaultMessage: 'Remove phone {number}' }, { number }),
                add: <FormattedMessage id="cards.editor.addPhone" defaultMessage="Add a phone" />,
                max: 10,
              },
              kindAndText(
                'phones',
                { key: 'type', label: (number) => intl.formatMessage({ id: 'cards.editor.phoneType', defaultMessage: 'Phone {number} type' }, { number }), options: typeOptions },
                { key: 'number', label: (number) => intl.formatMessage({ id: 'cards.editor.phoneNumber', defaultMessage: 'Phone {number} number' }, { number }), type: 'tel' },
              ),
            )}
            {rows(
              'emails',
              {
                title: <FormattedMessage id="cards.editor.emails" defaultMessage="E-mail addresses" />,
                remove: (number) => intl.formatMessage({ id: 'cards.editor.removeEmail', defaultMessage: 'Remove e-mail {number}' }, { number }),
                add: <FormattedMessage id="cards.editor.addEmail" defaultMessage="Add an e-mail address" />,
                max: 10,
              },
              kindAndText(
                'emails',
                { key: 'type', label: (number) => intl.formatMessage({ id: 'cards.editor.emailType', defaultMessage: 'E-mail {number} type' }, { number }), options: typeOptions },
                { key: 'address', label: (number) => intl.formatMessage({ id: 'cards.editor.emailAddress', defaultMessage: 'E-mail {number} address' }, { number }), type: 'email' },
              ),
            )}
            {rows(
              'websites',
              {
                title: <FormattedMessage id="cards.editor.websites" defaultMessage="Websites" />,
                remove: (number) => intl.formatMessage({ id: 'cards.editor.removeWebsite', defaultMessage: 'Remove website {number}' }, { number }),
                add: <FormattedMessage id="cards.editor.addWebsite" defaultMessage="Add a website" />,
                max: 10,
                columns: { base: '1fr auto', sm: '2fr 1fr auto' },
              },
              (website, index) => (
                <>
                  <TextField
                    label={intl.formatMessage({ id: 'cards.editor.websiteAddress', defaultMessage: 'Website {number} address' }, { number: index + 1 })}
                    type="url"
                    value={website.url}
                    onChange={(url) => setRow('websites', index, { url })}
                    error={errors[`websites.${index}.url`]}
                  />
                  <TextField
                    label={intl.formatMessage({ id: 'cards.editor.websiteLabel', defaultMessage: 'Website {number} label' }, { number: index + 1 })}
                    value={website.label}
                    onChange={(label) => setRow('websites', index, { label })}
                    error={errors[`websites.${index}.label`]}
                  />
                </>
              ),
            )}
            <Section title={<FormattedMessage id="cards.editor.address" defaultMessage="Address" />} locked={locked.includes('address')} lockedNote={lockedNote}>
              <TextField label={intl.formatMessage({ id: 'cards.editor.street', defaultMessage: 'Street' })} value={draft.address.street} onChange={(street) => set('address', { ...draft.address, street })} error={errors['address.street']} autoComplete="off" />
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                <TextField label={intl.formatMessage({ id: 'cards.editor.locality', defaultMessage: 'Town or city' })} value={draft.address.locality} onChange={(locality) => set('address', { ...draft.address, locality })} error={errors['address.locality']} autoComplete="off" />
                <TextField label={intl.formatMessage({ id: 'cards.editor.region', defaultMessage: 'Region' })} value={draft.address.region} onChange={(region) => set('address', { ...draft.address, region })} error={errors['address.region']} autoComplete="off" />
                <TextField label={intl.formatMessage({ id: 'cards.editor.postalCode', defaultMessage: 'Postal code' })} value={draft.address.postal_code} onChange={(postal_code) => set('address', { ...draft.address, postal_code })} error={errors['address.postal_code']} autoComplete="off" />
                <TextField label={intl.formatMessage({ id: 'cards.editor.country', defaultMessage: 'Country' })} value={draft.address.country} onChange={(country) => set('address', { ...draft.address, country })} error={errors['address.country']} autoComplete="off" />
              </Grid>
            </Section>
            {rows(
              'socials',
              {
                title: <FormattedMessage id="cards.editor.socials" defaultMessage="Social profiles" />,
                remove: (number) => intl.formatMessage({ id: 'cards.editor.removeSocial', defaultMessage: 'Remove profile {number}' }, { number }),
                add: <FormattedMessage id="cards.editor.addSocial" defaultMessage="Add a profile" />,
                max: 20,
              },
              kindAndText(
                'socials',
                { key: 'network', label: (number) => intl.formatMessage({ id: 'cards.editor.socialNetwork', defaultMessage: 'Profile {number} network' }, { number }), options: networkOptions },
                { key: 'url', label: (number) => intl.formatMessage({ id: 'cards.editor.socialAddress', defaultMessage: 'Profile {number} address' }, { number }), type: 'url' },
              ),
            )}
            {rows(
              'messengers',
              {
                title: <FormattedMessage id="cards.editor.messengers" defaultMessage="Messaging apps" />,
                remove: (number) => intl.formatMessage({ id: 'cards.editor.removeMessenger', defaultMessage: 'Remove messaging app {number}' }, { number }),
                add: <FormattedMessage id="cards.editor.addMessenger" defaultMessage="Add a messaging app" />,
                max: 6,
              },
              (messenger, index) => (
              <>
                <SelectField
                  label={intl.formatMessage({ id: 'cards.editor.messengerApp', defaultMessage: 'Messaging app {number}' }, { number: index + 1 })}
                  value={messenger.app}
                  options={messengerOptions}
                  onChange={(app) => setRow('messengers', index, { app })}
                />
                <TextField
                  label={intl.formatMessage(
                    { id: 'cards.editor.messengerHandle', defaultMessage: '{handle, select, username {Messaging app {number} username} other {Messaging app {number} number}}' },
                    { number: index + 1, handle: messenger.app === 'telegram' ? 'username' : 'number' },
                  )}
                  type={messenger.app === 'telegram' ? 'text' : 'tel'}
                  value={messenger.handle}
                  onChange={(handle) => setRow('messengers', index, { handle })}
                  error={errors[`messengers.${index}.handle`]}
                  spellCheck={false}
                />
              </>
            ))}
            <Section title={<FormattedMessage id="cards.editor.design" defaultMessage="Design" />}>
              <CardDesignFields
                cardRef={ref}
                design={draft.design}
                onDesign={(design) => set('design', design)}
                coverColorError={errors['design.cover_color']}
                cover={preview.cover}
                logo={preview.logo}
                primaryColor={preview.colors.primary}
                lockedNote={locked.includes('design') ? lockedNote : undefined}
                onImage={(which, image) => {
                  if (image) setUploaded((current) => ({ ...current, [image.id]: image.url }))
                  set(which === 'cover' ? 'cover_upload_id' : 'logo_upload_id', image?.id ?? null)
                }}
              />
            </Section>
            <Section title={<FormattedMessage id="cards.editor.about" defaultMessage="About" />}>
              <TextField
                label={intl.formatMessage({ id: 'cards.editor.bio', defaultMessage: 'Bio' })}
                rows={5}
                {...form.field('bio')}
                helper={intl.formatMessage({ id: 'cards.editor.bioHelper', defaultMessage: 'At most 1000 characters; line breaks are kept.' })}
              />
            </Section>
            <Section title={<FormattedMessage id="cards.editor.colours" defaultMessage="Colours" />} locked={locked.includes('colors')} lockedNote={lockedNote}>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="cards.editor.coloursHelp" defaultMessage="Empty fields keep the brand's colour. Use #rgb or #rrggbb." />
              </Text>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                {siteColorNames.map((name) => (
                  <TextField
                    key={name}
                    label={intl.formatMessage(colourLabels[name])}
                    value={draft.colors[name] ?? ''}
                    placeholder={brand.colors[name]}
                    onChange={(value) => set('colors', { ...draft.colors, [name]: value })}
                    error={errors[`colors.${name}`]}
                    spellCheck={false}
                  />
                ))}
              </Grid>
              <ContrastWarningList warnings={contrastWarnings(preview.colors, 'card')} />
            </Section>
            <FormSubmit form={form} busyText={intl.formatMessage({ id: 'cards.editor.saving', defaultMessage: 'Saving…' })} {...permissions.needs('edit-own-card')}>
              <FormattedMessage id="cards.editor.save" defaultMessage="Save card" />
            </FormSubmit>
          </Stack>
        </form>
        <CardPhotoField cardRef={ref} photo={card.photo} name={preview.display_name} shape={draft.design.photo_shape} />
        <CardFigures cardRef={ref} />
        <TitledSection
          title={<FormattedMessage id="cards.editor.qrTitle" defaultMessage="QR code" />}
          titleSpace="3"
          actions={
            <Button size="sm" variant="outline" aria-expanded={qrOpen} onClick={() => setQrOpen((open) => !open)}>
              {qrOpen ? (
                <FormattedMessage id="cards.editor.hideQr" defaultMessage="Hide the QR designer" />
              ) : (
                <FormattedMessage id="cards.editor.showQr" defaultMessage="Design the QR code" />
              )}
            </Button>
          }
        >
          {qrOpen ? renderQr() : (
            <Text color="fg.muted">
              <FormattedMessage id="cards.editor.qrNote" defaultMessage="The code opens the card's address and counts each scan." />
            </Text>
          )}
        </TitledSection>
        {permissions.may('edit-cards') ? <DeleteCard cardRef={ref} name={preview.display_name || card.key} onDeleted={onDeleted} needs={permissions.needs} /> : null}
      </Stack>
      <Box as="aside" aria-label={intl.formatMessage({ id: 'cards.editor.preview', defaultMessage: 'Preview' })} position={{ md: 'sticky' }} top="4" minWidth="0">
        <Heading as="h2" size="lg" marginBottom="3">
          <FormattedMessage id="cards.editor.preview" defaultMessage="Preview" />
        </Heading>
        <Box borderWidth="1px" borderColor="border" borderRadius="lg" paddingX="4" paddingY="8" style={cardPaletteStyle(preview.colors)} bg="bg" color="fg">
          <CardView card={preview} nameAs="h3" />
        </Box>
      </Box>
    </Grid>
  )
}

/** A group of the form; one the brand's template locks is shown disabled, saying why. */
function Section({ title, children, locked = false, lockedNote }: { title: ReactNode; children: ReactNode; locked?: boolean; lockedNote?: string }) {
  return (
    <Stack asChild gap="3" minWidth="0">
      <fieldset disabled={locked}>
        <Heading as="legend" size="md" marginBottom="2">
          {title}
        </Heading>
        {locked ? <Text color="fg.muted">{lockedNote}</Text> : null}
        {children}
      </fieldset>
    </Stack>
  )
}

function AddButton({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <Flex>
      <Button size="sm" variant="outline" onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </Flex>
  )
}
