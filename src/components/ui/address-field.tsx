import { TextField, type TextFieldProps } from './text-field'

/** A text field for a part of an address (a slug, a card's key): typed as it is, never capitalised or spell-checked. */
export function AddressField(props: TextFieldProps) {
  return <TextField autoCapitalize="none" spellCheck={false} {...props} />
}
