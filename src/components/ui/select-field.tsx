import { chakra, Field, useFieldContext } from '@chakra-ui/react'
import { useMemo, type ComponentProps } from 'react'

/**
 * A labelled native select. Native, so phones show their own picker; styled with style props
 * because Chakra's select recipes are not registered for the app (see build-system.ts).
 */
const NativeSelect = chakra('select', {
  base: {
    width: 'full',
    height: '8',
    paddingX: '2',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'gray.500',
    borderRadius: 'l2',
    background: 'bg',
    color: 'fg',
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '1px' },
  },
})

/** The select inside a Field.Root, tied to its label and messages as Chakra's own inputs are. */
function FieldSelect(props: ComponentProps<typeof NativeSelect>) {
  const field = useFieldContext()
  return <NativeSelect {...field?.getSelectProps()} {...props} />
}

export type SelectOption<Value extends string = string> = { value: Value; label: string }

export function SelectField<Value extends string = string>(props: {
  label: string
  value: Value
  options: readonly SelectOption<Value>[]
  onChange: (value: Value) => void
  error?: string
}) {
  // Drawn again only when the options change: a time zone's four hundred need not be at every key typed elsewhere in a form.
  const options = useMemo(
    () =>
      props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [props.options],
  )
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <FieldSelect value={props.value} onChange={(event) => props.onChange(event.target.value as Value)}>
        {options}
      </FieldSelect>
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
