import { Button, Checkbox, Grid, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { cardLookOf, type CardLook } from '../../../domain/card-design'
import { cardTemplateSchema, type CardTemplate, type TemplateField } from '../../../domain/card-template'
import type { CardAddress } from '../../../domain/contact-details'
import { siteColorNames, type SiteColors } from '../../../domain/site'
import { failureMessage } from '../../../lib/api/api-failure'
import { validate, type FieldErrors } from '../../../lib/forms/field-errors'
import { useSaveCardTemplateMutation } from '../api/card-template'
import { colourLabels } from '../colour-labels'
import { useDesignOptions } from './card-design-fields'
import { TitledSection } from '../../../components/ui/titled-section'
import { UnsavedWork } from '../../../components/ui/unsaved-work'

const emptyAddress: CardAddress = { street: '', locality: '', region: '', postal_code: '', country: '' }
const addressLabels = defineMessages({
  street: { id: 'cards.editor.street', defaultMessage: 'Street' },
  locality: { id: 'cards.editor.locality', defaultMessage: 'Town or city' },
  region: { id: 'cards.editor.region', defaultMessage: 'Region' },
  postal_code: { id: 'cards.editor.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'cards.editor.country', defaultMessage: 'Country' },
})
// A colour's form, the same in every language.
const colourPlaceholder = '#rrggbb'
const addressParts: (keyof CardAddress)[] = ['street', 'locality', 'region', 'postal_code', 'country']

const words: Record<'lock' | 'savedLocking' | 'field', MessageDescriptor> = defineMessages({
  lock: {
    id: 'cards.template.lock',
    defaultMessage: 'Lock the {field, select, organisation {organisation} address {address} colors {colours} other {design}} on every card',
  },
  savedLocking: {
    id: 'cards.template.savedLocking',
    defaultMessage: 'The template is saved, and every card of the brand now shows its {fields}.',
  },
  field: { id: 'cards.template.field', defaultMessage: '{field, select, organisation {organisation} address {address} colors {colours} other {design}}' },
})

type Draft = { organisation: string; address: CardAddress; colors: Partial<SiteColors>; design: CardLook; locked: TemplateField[] }

const defaultLook = cardLookOf({})

const draftOf = (template: CardTemplate): Draft => ({
  organisation: template.values.organisation ?? '',
  address: template.values.address ?? emptyAddress,
  colors: template.values.colors ?? {},
  design: cardLookOf(template.values.design ?? {}),
  locked: template.locked,
})

/** The template as the API takes it: a field left empty is no value, unless it is locked. */
function templateOf(draft: Draft): unknown {
  const hasAddress = Object.values(draft.address).some((part) => part.trim() !== '')
  const colors = Object.fromEntries(Object.entries(draft.colors).filter(([, value]) => value && value.trim() !== ''))
  const values = {
    ...(draft.organisation.trim() || draft.locked.includes('organisation') ? { organisation: draft.organisation.trim() || null } : {}),
    ...(hasAddress ? { address: draft.address } : {}),
    ...(Object.keys(colors).length > 0 || draft.locked.includes('colors') ? { colors } : {}),
    ...(draft.locked.includes('design') || JSON.stringify(draft.design) !== JSON.stringify(defaultLook) ? { design: draft.design } : {}),
  }
  return { values, locked: draft.locked }
}

/**
 * The brand's card template: what every new card starts with, and what the brand locks on every
 * card (its organisation, address, colours or design), so a team's cards say the same and look alike.
 */
export function CardTemplateEditor({ brandId, template }: { brandId: string; template: CardTemplate }) {
  const [draft, setDraft] = useState(() => draftOf(template))
  // What was last saved (or loaded): the draft differs from it while changes are unsaved.
  const [savedDraft, setSavedDraft] = useState(draft)
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedDraft)
  const [checked, setChecked] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [save, saving] = useSaveCardTemplateMutation()
  const intl = useIntl()
  const { layoutOptions, shapeOptions } = useDesignOptions()
  const validation = validate(cardTemplateSchema, templateOf(draft))
  const errors: FieldErrors = checked && !validation.ok ? validation.errors : {}
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }))
    setSaved(null)
  }
  const lockError = Object.entries(errors).find(([path]) => path.startsWith('locked'))?.[1]

  /** Checks and saves the draft; true once saved. */
  const saveTemplate = async (): Promise<boolean> => {
    setChecked(true)
    setProblem(null)
    if (!validation.ok) return false
    const sent = draft
    const answer = await save({ brandId, template: validation.value })
    if ('data' in answer && answer.data) {
      setChecked(false)
      setSavedDraft(sent)
      setSaved(
        answer.data.locked.length > 0
          ? intl.formatMessage(words.savedLocking, { fields: answer.data.locked.map((field) => intl.formatMessage(words.field, { field })).join(', ') })
          : intl.formatMessage({ id: 'cards.template.saved', defaultMessage: 'The template is saved.' }),
      )
      return true
    }
    setProblem(intl.formatMessage({ id: 'cards.template.notSaved', defaultMessage: 'The template was not saved: {problem}' }, { problem: failureMessage(answer.error) }))
    return false
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void saveTemplate()
  }

  const lock = (field: TemplateField) => (
    <Checkbox.Root checked={draft.locked.includes(field)} onCheckedChange={(details) => change({ locked: details.checked === true ? [...draft.locked, field] : draft.locked.filter((each) => each !== field) })}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <FormattedMessage {...words.lock} values={{ field }} />
      </Checkbox.Label>
    </Checkbox.Root>
  )

  return (
    <TitledSection title={<FormattedMessage id="cards.template.title" defaultMessage="Card template" />} size="md" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
      <Text color="fg.muted" marginTop="1" marginBottom="3">
        <FormattedMessage
          id="cards.template.intro"
          defaultMessage="New cards start with these; a locked field is the same on every card of the brand, and editors cannot change it."
        />
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <UnsavedWork unsaved={unsaved} what={intl.formatMessage({ id: 'cards.template.unsavedWhat', defaultMessage: 'the card template' })} save={saveTemplate} draft={{ key: `card-template:${brandId}`, values: draft, restore: setDraft }} />
          <Group>
            <TextField label={intl.formatMessage({ id: 'cards.editor.organisation', defaultMessage: 'Organisation' })} value={draft.organisation} error={errors['values.organisation']} onChange={(organisation) => change({ organisation })} />
            {lock('organisation')}
          </Group>
          <Group>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {addressParts.map((part) => (
                <TextField key={part} label={intl.formatMessage(addressLabels[part])} value={draft.address[part]} error={errors[`values.address.${part}`]} onChange={(value) => change({ address: { ...draft.address, [part]: value } })} />
              ))}
            </Grid>
            {lock('address')}
          </Group>
          <Group>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {siteColorNames.map((name) => (
                <TextField
                  key={name}
                  label={intl.formatMessage(colourLabels[name])}
                  value={draft.colors[name] ?? ''}
                  error={errors[`values.colors.${name}`]}
                  placeholder={colourPlaceholder}
                  spellCheck={false} onChange={(value) => change({ colors: { ...draft.colors, [name]: value } })} />
              ))}
            </Grid>
            {lock('colors')}
          </Group>
          <Group>
            <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="3">
              <SelectField label={intl.formatMessage({ id: 'cards.design.layout', defaultMessage: 'Layout' })} value={draft.design.layout} options={layoutOptions} onChange={(layout) => change({ design: { ...draft.design, layout } })} />
              <SelectField label={intl.formatMessage({ id: 'cards.design.photoShape', defaultMessage: 'Photo shape' })} value={draft.design.photo_shape} options={shapeOptions} onChange={(photo_shape) => change({ design: { ...draft.design, photo_shape } })} />
            </Grid>
            <TextField
              label={intl.formatMessage({ id: 'cards.design.coverColour', defaultMessage: 'Cover colour' })}
              value={draft.design.cover_color ?? ''}
              error={errors['values.design.cover_color']}
              placeholder={colourPlaceholder}
              helper={intl.formatMessage({ id: 'cards.template.coverColourHelper', defaultMessage: "The band across the top. Empty uses each card's primary colour." })}
              spellCheck={false}
              onChange={(value) => change({ design: { ...draft.design, cover_color: value.trim() === '' ? null : value } })}
            />
            {lock('design')}
          </Group>
          {lockError ? (
            <Text color="fg.error">
              <FormattedMessage
                id="cards.template.lockError"
                defaultMessage="A locked field {problem}: fill it in or unlock it."
                values={{ problem: lockError.replace(/ to lock \w+$/, '') }}
              />
            </Text>
          ) : null}
          <FormProblem>{problem}</FormProblem>
          {saved ? (
            <Text role="status" color="fg.success" fontWeight="medium">
              {saved}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="primary" alignSelf="start" loading={saving.isLoading} loadingText={intl.formatMessage({ id: 'cards.template.saving', defaultMessage: 'Saving…' })}>
            <FormattedMessage id="cards.template.save" defaultMessage="Save the template" />
          </Button>
        </Stack>
      </form>
    </TitledSection>
  )
}

function Group({ children }: { children: ReactNode }) {
  return <Stack gap="3">{children}</Stack>
}
