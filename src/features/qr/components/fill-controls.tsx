import { Button, chakra, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import type { Say } from '../../../i18n/say'
import { startGradient, type FillDraft, type GradientDraft } from '../qr-draft'
import { qrPartInSentence, qrPartName, type QrPart } from '../qr-options'
import { SelectField, type SelectOption } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'

const fillKinds = defineMessages({
  solid: { id: 'qr.fill.solid', defaultMessage: 'Solid colour' },
  linear: { id: 'qr.fill.linear', defaultMessage: 'Linear gradient' },
  radial: { id: 'qr.fill.radial', defaultMessage: 'Radial gradient' },
})

export const Fieldset = chakra('fieldset', {
  base: {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    padding: '3',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
})
export const Legend = chakra('legend', { base: { fontWeight: 'semibold', fontSize: 'sm', paddingX: '1' } })

type Props = {
  /** The part of the code ("Dot", "Background" as people read it); every label starts with its name. */
  part: QrPart
  fill: Omit<FillDraft, 'type'> & { type?: string }
  styles?: readonly SelectOption[]
  onChange: (fill: Omit<FillDraft, 'type'> & { type?: string }) => void
  errorFor: (field: 'type' | 'color' | 'gradient') => string | undefined
}

/** A part of the code's look: its style (when it has one), and a colour or a gradient. */
export function FillControls({ part, fill, styles, onChange, errorFor }: Props) {
  const intl = useIntl()
  const say: Say = (descriptor, values) => intl.formatMessage(descriptor, values)
  const name = qrPartName(part, say)
  const inSentence = qrPartInSentence(part, say)
  const kinds: SelectOption[] = (['solid', 'linear', 'radial'] as const).map((kind) => ({ value: kind, label: intl.formatMessage(fillKinds[kind]) }))
  const setGradient = (gradient: GradientDraft | null) => onChange({ ...fill, gradient })
  const gradient = fill.gradient
  const setStop = (index: number, change: Partial<GradientDraft['stops'][number]>) =>
    gradient &&
    setGradient({ ...gradient, stops: gradient.stops.map((stop, at) => (at === index ? { ...stop, ...change } : stop)) })
  const gradientError = errorFor('gradient')

  return (
    <Fieldset>
      <Legend>{name}</Legend>
      {styles && fill.type !== undefined ? (
        <SelectField
          label={intl.formatMessage({ id: 'qr.fill.style', defaultMessage: '{part} style' }, { part: name })}
          value={fill.type}
          options={styles}
          onChange={(type) => onChange({ ...fill, type })}
          error={errorFor('type')}
        />
      ) : null}
      <SelectField
        label={intl.formatMessage({ id: 'qr.fill.fill', defaultMessage: '{part} fill' }, { part: name })}
        value={gradient ? gradient.type : 'solid'}
        options={kinds}
        onChange={(kind) =>
          setGradient(
            kind === 'solid'
              ? null
              : gradient
                ? { ...gradient, type: kind as GradientDraft['type'] }
                : startGradient(fill.color, kind as GradientDraft['type']),
          )
        }
      />
      {gradient ? (
        <Field.Root invalid={Boolean(gradientError)}>
          <Stack gap="2" width="full">
            <TextField
              label={intl.formatMessage({ id: 'qr.fill.rotation', defaultMessage: '{part} gradient rotation (degrees)' }, { part: name })}
              type="number"
              inputMode="decimal"
              value={gradient.rotationDegrees}
              onChange={(rotationDegrees) => setGradient({ ...gradient, rotationDegrees })}
            />
            {gradient.stops.map((stop, index) => (
              <HStack key={index} alignItems="flex-end" gap="2">
                <Field.Root width="auto">
                  <Field.Label>
                    <FormattedMessage id="qr.fill.stopColour" defaultMessage="{part} stop {number} colour" values={{ part: name, number: index + 1 }} />
                  </Field.Label>
                  <Input type="color" width="14" padding="1" value={stop.color} onChange={(event) => setStop(index, { color: event.target.value })} />
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>
                    <FormattedMessage id="qr.fill.stopOffset" defaultMessage="{part} stop {number} offset (0 to 1)" values={{ part: name, number: index + 1 }} />
                  </Field.Label>
                  <Input type="number" inputMode="decimal" step="0.1" min="0" max="1" value={stop.offset} onChange={(event) => setStop(index, { offset: event.target.value })} />
                </Field.Root>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={intl.formatMessage({ id: 'qr.fill.removeStop', defaultMessage: 'Remove {part} stop {number}' }, { part: inSentence, number: index + 1 })}
                  onClick={() => setGradient({ ...gradient, stops: gradient.stops.filter((_, at) => at !== index) })}
                >
                  <FormattedMessage id="qr.fill.remove" defaultMessage="Remove" />
                </Button>
              </HStack>
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => setGradient({ ...gradient, stops: [...gradient.stops, { offset: '1', color: fill.color }] })}
            >
              <FormattedMessage id="qr.fill.addStop" defaultMessage="Add {part} colour stop" values={{ part: inSentence }} />
            </Button>
          </Stack>
          {gradientError ? <Field.ErrorText>{gradientError}</Field.ErrorText> : null}
        </Field.Root>
      ) : (
        <TextField
          label={intl.formatMessage({ id: 'qr.fill.colour', defaultMessage: '{part} colour' }, { part: name })}
          type="color"
          width="14"
          padding="1"
          value={fill.color}
          onChange={(color) => onChange({ ...fill, color })}
          error={errorFor('color')}
          errorSubject={null}
        />
      )}
    </Fieldset>
  )
}
