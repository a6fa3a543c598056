import { chakra, Field } from '@chakra-ui/react'

/** A native select, so phones show their own picker; Chakra's select recipes are not registered (build-system.ts). */
const Select = chakra('select', {
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

export function SelectField<Value extends string>(props: {
  label: string
  value: Value
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Select value={props.value} onChange={(event) => props.onChange(event.target.value as Value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field.Root>
  )
}
