import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState, type ChangeEvent } from 'react'
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

const styleOptions = (styles: readonly string[]) => styles.map((style) => ({ value: style, label: style.replace('-', ' ') }))
const levelLabels = { L: 'L — 7% can be lost', M: 'M — 15% can be lost', Q: 'Q — 25% can be lost', H: 'H — 30% can be lost' }
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

  const validation = useMemo(() => validateQrOptions(draftToInput(draft)), [draft])
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
    const offline = offlineContactQr(contact)
    if (!offline.ok) {
      setNote(offline.message)
      return
    }
    setDraft((current) => ({ ...current, data: offline.data, errorCorrectionLevel: offline.errorCorrectionLevel }))
    setNote(
      `The code now holds the contact itself: a phone saves it with no network. Error correction is ${offline.errorCorrectionLevel}` +
        (offline.withoutBio ? '; the bio is left out to fit.' : '.'),
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
      setLogoProblem('Logo must be a PNG, JPEG, WebP or SVG image')
      return
    }
    if (file.size > maxLogoBytes) {
      setLogoProblem('Logo must be at most 1 MB')
      return
    }
    setLogoProblem(null)
    const reader = new FileReader()
    reader.onload = () => change('image', String(reader.result))
    reader.onerror = () => setLogoProblem('Logo could not be read: choose the file again')
    reader.readAsDataURL(file)
  }

  async function download() {
    setAttempted(true)
    if (!validation.ok) {
      setProblem('Fix the marked fields, then download again.')
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      await downloadQr(validation.options, format, fileName)
      setTaken(draft)
    } catch (error) {
      setProblem(`The ${format.toUpperCase()} file could not be made: ${error instanceof Error ? error.message : String(error)}`)
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
          Preview
        </Heading>
        {lastValid ? (
          <Box opacity={validation.ok ? 1 : 0.4}>
            <QrPreview options={lastValid} />
          </Box>
        ) : (
          <Text fontSize="sm">The preview appears once the code has content.</Text>
        )}
        <SelectField
          label="File format"
          value={format}
          options={formatOptions}
          onChange={(value) => isQrExportFormat(value) && setFormat(value)}
        />
        <Button colorPalette="primary" onClick={download} loading={busy} loadingText="Making the file…">
          Download
        </Button>
        <FormProblem fontSize="sm">{problem}</FormProblem>
      </Stack>
      <chakra.form
        flex="1"
        minWidth="0"
        width="full"
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label="QR code design"
      >
        <Stack gap="4">
          <UnsavedWork unsaved={unsaved} what="the QR code design" draft={{ key: `qr-design:${fileName}`, values: draft, restore: setDraft }} />
          <TextField label="QR code content" rows={3} value={draft.data} onChange={(value) => change('data', value)} error={errorFor('data')} errorSubject={null} />
          {contact ? (
            <Stack direction="row" gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={holdContact} {...wrapping}>
                Put the contact itself in the code (works offline)
              </Button>
              {data ? (
                <Button size="sm" variant="outline" onClick={holdAddress} {...wrapping}>
                  Use the card’s address
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {note ? <Text fontSize="sm">{note}</Text> : null}

          <Fieldset>
            <Legend>Size</Legend>
            <Stack direction="row" gap="3">
              <TextField label="Width (pixels)" inputMode="numeric" min={sizeLimits.min} max={sizeLimits.max} {...numberField('width')} />
              <TextField label="Height (pixels)" inputMode="numeric" min={sizeLimits.min} max={sizeLimits.max} {...numberField('height')} />
            </Stack>
            <TextField
              label="Margin (pixels)"
              inputMode="numeric"
              min={0}
              max={cap ?? undefined}
              helper={cap === null ? 'At most the smaller of width and height.' : `At most ${cap}.`}
              {...numberField('margin')}
            />
            <SelectField
              label="Error correction"
              value={draft.errorCorrectionLevel}
              options={errorCorrectionLevels.map((level) => ({ value: level, label: levelLabels[level] }))}
              onChange={(level) => change('errorCorrectionLevel', level)}
              error={errorFor('errorCorrectionLevel')}
            />
          </Fieldset>

          <FillControls name="Dot" fill={draft.dots} styles={styleOptions(dotStyles)} {...fillProps('dots')} />
          <FillControls
            name="Corner square"
            fill={draft.cornersSquare}
            styles={styleOptions(cornerSquareStyles)}
            {...fillProps('cornersSquare')}
          />
          <FillControls
            name="Corner dot"
            fill={draft.cornersDot}
            styles={styleOptions(cornerDotStyles)}
            {...fillProps('cornersDot')}
          />
          <FillControls name="Background" fill={draft.background} {...fillProps('background')} />

          <Fieldset>
            <Legend>Logo</Legend>
            <Field.Root invalid={Boolean(logoProblem ?? errorFor('image'))}>
              <Field.Label>Logo image</Field.Label>
              <Input type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" padding="1" onChange={readLogo} />
              {(logoProblem ?? errorFor('image')) ? (
                <Field.ErrorText>{logoProblem ?? errorFor('image')}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {draft.image ? 'A logo is in the centre of the code.' : 'Optional: shown in the centre of the code.'}
                </Field.HelperText>
              )}
            </Field.Root>
            {draft.image ? (
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => change('image', null)}>
                Remove logo
              </Button>
            ) : null}
            <TextField
              label="Logo size (share of the code)"
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
