import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState, type ChangeEvent } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import type { Say } from '../../../i18n/say'
import { FormProblem } from '../../../components/ui/form-problem'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { UnsavedWork } from '../../../components/ui/unsaved-work'
import type { VcardInput } from '../../../domain/vcard-file'
import { offlineContactQr } from '../offline-contact-qr'
import { draftToInput, initialDraft, type FillDraft, type FillName, type QrDraft } from '../qr-draft'
import { downloadQr, isQrExportFormat, qrExportFormats, type QrExportFormat } from '../qr-export'
import {
  cornerDotStyles,
  cornerSquareStyles,
  dotStyles,
  errorCorrectionLevels,
  imageSizeLimits,
  marginCap,
  sizeLimits,
  validateQrOptions,
  type QrOptions,
} from '../qr-options'
import { FillControls, Fieldset, Legend } from './fill-controls'
import { QrPreview } from './qr-preview'

export type QrDesignerProps = {
  /** What the code holds at first, such as the card's address with `?src=qr`. */
  data?: string
  /** The start of download names, `{fileName}-qr.{ext}`: a card's key, say. */
  fileName?: string
  /** When given, the designer offers a code that holds this contact itself: saving it needs no network. */
  contact?: VcardInput
}

const words = defineMessages({
  style: {
    id: 'qr.designer.style',
    defaultMessage:
      '{style, select, square {square} dots {dots} dot {dot} rounded {rounded} classy {classy} classyRounded {classy rounded} extraRounded {extra rounded} other {{style}}}',
  },
  L: { id: 'qr.designer.levelL', defaultMessage: 'L — 7% can be lost' },
  M: { id: 'qr.designer.levelM', defaultMessage: 'M — 15% can be lost' },
  Q: { id: 'qr.designer.levelQ', defaultMessage: 'Q — 25% can be lost' },
  H: { id: 'qr.designer.levelH', defaultMessage: 'H — 30% can be lost' },
}) as Record<string, MessageDescriptor>
const formatOptions = qrExportFormats.map((format) => ({ value: format, label: format.toUpperCase() }))
/** A button whose words may take two lines on a phone rather than run out of its column. */
const wrapping = { whiteSpace: 'normal', height: 'auto', minHeight: '8', maxWidth: 'full', flexShrink: 1, paddingY: '1.5', textAlign: 'start' } as const
/** A logo is stored inside every exported file, so a large photo would bloat them all. */
const maxLogoBytes = 1024 * 1024

/**
 * The QR designer: every option with its own message, a live preview, and a
 * download in any of the eleven formats. Default export so the card page can load it lazily.
 */
export default function QrDesigner({ data = '', fileName = 'code', contact }: QrDesignerProps) {
  const [draft, setDraft] = useState<QrDraft>(() => initialDraft(data))
  // The design as it started or was last downloaded: nothing is saved anywhere else, so a design
  // that differs from it is unsaved work (kept on the device, and leaving asks).
  const [taken, setTaken] = useState(draft)
  const unsaved = JSON.stringify(draft) !== JSON.stringify(taken)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [attempted, setAttempted] = useState(false)
  const [format, setFormat] = useState<QrExportFormat>('png')
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [logoProblem, setLogoProblem] = useState<string | null>(null)
  const intl = useIntl()
  const say: Say = (descriptor, values) => intl.formatMessage(descriptor, values)
  const styleOptions = (styles: readonly string[]) => styles.map((style) => ({ value: style, label: intl.formatMessage(words.style!, { style: style.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase()) }) }))

  // The messages follow the reader's language; the design is checked again when either changes.
  const validation = useMemo(() => validateQrOptions(draftToInput(draft), (descriptor, values) => intl.formatMessage(descriptor, values)), [draft, intl])
  const [lastValid, setLastValid] = useState<QrOptions | null>(validation.ok ? validation.options : null)
  if (validation.ok && validation.options !== lastValid) setLastValid(validation.options)

  /** Messages show for fields someone has changed, and for all of them once a download was asked for. */
  const errorFor = (path: string) => {
    if (validation.ok) return undefined
    const shown = attempted || touched.has(path.split('.')[0]!)
    return shown ? validation.errors[path] : undefined
  }

  const change = <Key extends keyof QrDraft>(key: Key, value: QrDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    setTouched((current) => new Set(current).add(key))
    setProblem(null)
  }
  /** A number typed as text, with its own message under it. */
  const numberField = (key: 'width' | 'height' | 'margin' | 'imageSize') => ({
    type: 'number',
    value: draft[key],
    onChange: (value: string) => change(key, value),
    error: errorFor(key),
    errorSubject: null,
  })

  const fillProps = (key: FillName) => ({
    errorFor: (field: string) => errorFor(`${key}.${field}`),
    onChange: (fill: Omit<FillDraft, 'type'> & { type?: string }) => change(key, fill as QrDraft[typeof key]),
  })

  function holdContact() {
    if (!contact) return
    const offline = offlineContactQr(contact, say)
    if (!offline.ok) {
      setNote(offline.message)
      return
    }
    setDraft((current) => ({ ...current, data: offline.data, errorCorrectionLevel: offline.errorCorrectionLevel }))
    setNote(
      intl.formatMessage(
        {
          id: 'qr.designer.holdsContact',
          defaultMessage:
            'The code now holds the contact itself: a phone saves it with no network. Error correction is {level}{withoutBio, select, yes {; the bio is left out to fit.} other {.}}',
        },
        { level: offline.errorCorrectionLevel, withoutBio: offline.withoutBio ? 'yes' : 'no' },
      ),
    )
  }

  function holdAddress() {
    setDraft((current) => ({ ...current, data, errorCorrectionLevel: 'Q' }))
    setNote(null)
  }

  async function readLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!/^image\/(png|jpeg|webp|svg\+xml)$/.test(file.type)) {
      setLogoProblem(intl.formatMessage({ id: 'qr.designer.logoType', defaultMessage: 'Logo must be a PNG, JPEG, WebP or SVG image' }))
      return
    }
    if (file.size > maxLogoBytes) {
      setLogoProblem(intl.formatMessage({ id: 'qr.designer.logoSize', defaultMessage: 'Logo must be at most 1 MB' }))
      return
    }
    setLogoProblem(null)
    const reader = new FileReader()
    reader.onload = () => change('image', String(reader.result))
    reader.onerror = () => setLogoProblem(intl.formatMessage({ id: 'qr.designer.logoUnreadable', defaultMessage: 'Logo could not be read: choose the file again' }))
    reader.readAsDataURL(file)
  }

  async function download() {
    setAttempted(true)
    if (!validation.ok) {
      setProblem(intl.formatMessage({ id: 'qr.designer.fixFields', defaultMessage: 'Fix the marked fields, then download again.' }))
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      await downloadQr(validation.options, format, fileName)
      setTaken(draft)
    } catch (error) {
      // What the browser or the drawing library said is for the console; the person reads what to do.
      console.error(error)
      setProblem(
        intl.formatMessage(
          { id: 'qr.designer.notMade', defaultMessage: 'This browser could not make the {format} file. Try another format, or another browser.' },
          { format: format.toUpperCase() },
        ),
      )
    } finally {
      setBusy(false)
    }
  }

  const widthNumber = Number(draft.width)
  const heightNumber = Number(draft.height)
  const cap = Number.isFinite(widthNumber) && Number.isFinite(heightNumber) ? marginCap(widthNumber, heightNumber) : null

  return (
    // The preview and Download come first: on a phone they sit above the long form, beside it on wider screens.
    <Stack direction={{ base: 'column', md: 'row-reverse' }} gap="6" alignItems="flex-start">
      <Stack gap="3" width={{ base: 'full', md: '80' }} position={{ md: 'sticky' }} top={{ md: '4' }}>
        <Heading as="h3" size="sm">
          <FormattedMessage id="qr.designer.preview" defaultMessage="Preview" />
        </Heading>
        {lastValid ? (
          <Box opacity={validation.ok ? 1 : 0.4}>
            <QrPreview options={lastValid} />
          </Box>
        ) : (
          <Text fontSize="sm">
            <FormattedMessage id="qr.designer.noPreview" defaultMessage="The preview appears once the code has content." />
          </Text>
        )}
        <SelectField
          label={intl.formatMessage({ id: 'qr.designer.format', defaultMessage: 'File format' })}
          value={format}
          options={formatOptions}
          onChange={(value) => isQrExportFormat(value) && setFormat(value)}
        />
        <Button colorPalette="primary" onClick={download} loading={busy} loadingText={intl.formatMessage({ id: 'qr.designer.making', defaultMessage: 'Making the file…' })}>
          <FormattedMessage id="qr.designer.download" defaultMessage="Download" />
        </Button>
        <FormProblem fontSize="sm">{problem}</FormProblem>
      </Stack>
      <chakra.form
        flex="1"
        minWidth="0"
        width="full"
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label={intl.formatMessage({ id: 'qr.designer.label', defaultMessage: 'QR code design' })}
      >
        <Stack gap="4">
          <UnsavedWork unsaved={unsaved} what={intl.formatMessage({ id: 'qr.designer.unsavedWhat', defaultMessage: 'the QR code design' })} draft={{ key: `qr-design:${fileName}`, values: draft, restore: setDraft }} />
          <TextField label={intl.formatMessage({ id: 'qr.designer.content', defaultMessage: 'QR code content' })} rows={3} value={draft.data} onChange={(value) => change('data', value)} error={errorFor('data')} errorSubject={null} />
          {contact ? (
            <Stack direction="row" gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={holdContact} {...wrapping}>
                <FormattedMessage id="qr.designer.putContact" defaultMessage="Put the contact itself in the code (works offline)" />
              </Button>
              {data ? (
                <Button size="sm" variant="outline" onClick={holdAddress} {...wrapping}>
                  <FormattedMessage id="qr.designer.useAddress" defaultMessage="Use the card’s address" />
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {note ? <Text fontSize="sm">{note}</Text> : null}

          <Fieldset>
            <Legend>
              <FormattedMessage id="qr.designer.size" defaultMessage="Size" />
            </Legend>
            <Stack direction="row" gap="3">
              <TextField
                label={intl.formatMessage({ id: 'qr.designer.width', defaultMessage: 'Width (pixels)' })}
                inputMode="numeric"
                min={sizeLimits.min}
                max={sizeLimits.max}
                {...numberField('width')}
              />
              <TextField
                label={intl.formatMessage({ id: 'qr.designer.height', defaultMessage: 'Height (pixels)' })}
                inputMode="numeric"
                min={sizeLimits.min}
                max={sizeLimits.max}
                {...numberField('height')}
              />
            </Stack>
            <TextField
              label={intl.formatMessage({ id: 'qr.designer.margin', defaultMessage: 'Margin (pixels)' })}
              inputMode="numeric"
              min={0}
              max={cap ?? undefined}
              helper={
                cap === null
                  ? intl.formatMessage({ id: 'qr.designer.marginHelp', defaultMessage: 'At most the smaller of width and height.' })
                  : intl.formatMessage({ id: 'qr.designer.marginCap', defaultMessage: 'At most {cap, number, ::group-off}.' }, { cap })
              }
              {...numberField('margin')}
            />
            <SelectField
              label={intl.formatMessage({ id: 'qr.designer.level', defaultMessage: 'Error correction' })}
              value={draft.errorCorrectionLevel}
              options={errorCorrectionLevels.map((level) => ({ value: level, label: intl.formatMessage(words[level]!) }))}
              onChange={(level) => change('errorCorrectionLevel', level)}
              error={errorFor('errorCorrectionLevel')}
            />
          </Fieldset>

          <FillControls part="dots" fill={draft.dots} styles={styleOptions(dotStyles)} {...fillProps('dots')} />
          <FillControls
            part="cornersSquare"
            fill={draft.cornersSquare}
            styles={styleOptions(cornerSquareStyles)}
            {...fillProps('cornersSquare')}
          />
          <FillControls
            part="cornersDot"
            fill={draft.cornersDot}
            styles={styleOptions(cornerDotStyles)}
            {...fillProps('cornersDot')}
          />
          <FillControls part="background" fill={draft.background} {...fillProps('background')} />

          <Fieldset>
            <Legend>
              <FormattedMessage id="qr.designer.logo" defaultMessage="Logo" />
            </Legend>
            <Field.Root invalid={Boolean(logoProblem ?? errorFor('image'))}>
              <Field.Label>
                <FormattedMessage id="qr.designer.logoImage" defaultMessage="Logo image" />
              </Field.Label>
              <Input type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" padding="1" onChange={readLogo} />
              {(logoProblem ?? errorFor('image')) ? (
                <Field.ErrorText>{logoProblem ?? errorFor('image')}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {draft.image ? (
                    <FormattedMessage id="qr.designer.logoShown" defaultMessage="A logo is in the centre of the code." />
                  ) : (
                    <FormattedMessage id="qr.designer.logoOptional" defaultMessage="Optional: shown in the centre of the code." />
                  )}
                </Field.HelperText>
              )}
            </Field.Root>
            {draft.image ? (
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => change('image', null)}>
                <FormattedMessage id="qr.designer.removeLogo" defaultMessage="Remove logo" />
              </Button>
            ) : null}
            <TextField
              label={intl.formatMessage({ id: 'qr.designer.logoSizeField', defaultMessage: 'Logo size (share of the code)' })}
              inputMode="decimal"
              step="0.05"
              min={imageSizeLimits.min}
              max={imageSizeLimits.max}
              {...numberField('imageSize')}
            />
          </Fieldset>
        </Stack>
      </chakra.form>
    </Stack>
  )
}
