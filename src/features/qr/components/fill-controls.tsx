import { Button, chakra, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { startGradient, type FillDraft, type GradientDraft } from '../qr-draft'
import { SelectField, type SelectOption } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'

const fillKinds: SelectOption[] = [
  { value: 'solid', label: 'Solid colour' },
  { value: 'linear', label: 'Linear gradient' },
  { value: 'radial', label: 'Radial gradient' },
]

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
  /** The part's name as people read it, "Dot" or "Background"; every label starts with it. */
  name: string
  fill: Omit<FillDraft, 'type'> & { type?: string }
  styles?: readonly SelectOption[]
  onChange: (fill: Omit<FillDraft, 'type'> & { type?: string }) => void
  errorFor: (field: 'type' | 'color' | 'gradient') => string | undefined
}

/** A part of the code's look: its style (when it has one), and a colour or a gradient. */
export function FillControls({ name, fill, styles, onChange, errorFor }: Props) {
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
          label={`${name} style`}
          value={fill.type}
          options={styles}
          onChange={(type) => onChange({ ...fill, type })}
          error={errorFor('type')}
        />
      ) : null}
      <SelectField
        label={`${name} fill`}
        value={gradient ? gradient.type : 'solid'}
        options={fillKinds}
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
              label={`${name} gradient rotation (degrees)`}
              type="number"
              inputMode="decimal"
              value={gradient.rotationDegrees}
              onChange={(rotationDegrees) => setGradient({ ...gradient, rotationDegrees })}
            />
            {gradient.stops.map((stop, index) => (
              <HStack key={index} alignItems="flex-end" gap="2">
                <Field.Root width="auto">
                  <Field.Label>{`${name} stop ${index + 1} colour`}</Field.Label>
                  <Input type="color" width="14" padding="1" value={stop.color} onChange={(event) => setStop(index, { color: event.target.value })} />
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>{`${name} stop ${index + 1} offset (0 to 1)`}</Field.Label>
                  <Input type="number" inputMode="decimal" step="0.1" min="0" max="1" value={stop.offset} onChange={(event) => setStop(index, { offset: event.target.value })} />
                </Field.Root>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Remove ${name.toLowerCase()} stop ${index + 1}`}
                  onClick={() => setGradient({ ...gradient, stops: gradient.stops.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              </HStack>
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => setGradient({ ...gradient, stops: [...gradient.stops, { offset: '1', color: fill.color }] })}
            >
              {`Add ${name.toLowerCase()} colour stop`}
            </Button>
          </Stack>
          {gradientError ? <Field.ErrorText>{gradientError}</Field.ErrorText> : null}
        </Field.Root>
      ) : (
        <TextField
          label={`${name} colour`}
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
