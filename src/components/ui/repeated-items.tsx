import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { moveItem } from '../../lib/lists/move-item'
import { MoveButtons } from './move-buttons'

type RepeatedItemsProps<Item> = {
  /** What one item is called, in the reader's language: "Image", "Card", "Link". */
  noun: string
  /** The list's name; in English the noun's plural unless given. */
  listLabel?: string
  /** The add button's words; "Add" and the noun unless given (in English, the noun in lower case). */
  addLabel?: string
  items: readonly Item[]
  max: number
  /** A problem with the list as a whole, as a sentence. */
  error?: string
  onChange: (items: Item[]) => void
  newItem: () => Item
  children: (item: Item, index: number, change: (item: Item) => void) => ReactNode
}

let lastKey = 0
const nextKey = () => ++lastKey

/** A list a person writes item by item (a block's images, cards or entries; a site's links), each in its own group with Up, Down and Remove. */
export function RepeatedItems<Item>({ noun, listLabel, addLabel, items, max, error, onChange, newItem, children }: RepeatedItemsProps<Item>) {
  const intl = useIntl()
  // English writes a noun inside a sentence in lower case ("Move image 1 up"); German keeps its capital, Arabic has none.
  const inSentence = (words: string) => (intl.locale.startsWith('en') ? words.toLowerCase() : words)
  const change = (index: number) => (item: Item) => onChange(items.map((current, at) => (at === index ? item : current)))
  // Each item keeps its key through moves, so an editor that holds its own state (rich text) stays with its item.
  const [keys, setKeys] = useState<number[]>(() => items.map(() => nextKey()))
  const shownKeys = keys.length === items.length ? keys : items.map((_item, at) => keys[at] ?? -at - 1)
  const reorder = (nextItems: Item[], nextKeys: number[]) => {
    setKeys(nextKeys)
    onChange(nextItems)
  }
  return (
    <Stack gap="3">
      {error ? <Text color="fg.error">{error}</Text> : null}
      <Stack as="ol" listStyleType="none" gap="3" aria-label={listLabel ?? intl.formatMessage({ id: 'common.repeatedItems.listLabel', defaultMessage: '{noun}s' }, { noun })}>
        {items.map((item, index) => {
          const name = intl.formatMessage({ id: 'common.repeatedItems.itemName', defaultMessage: '{noun} {number}' }, { noun, number: index + 1 })
          return (
            <Box as="li" key={shownKeys[index]} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
              <Box as="fieldset">
                <Box as="legend" fontWeight="semibold" marginBottom="2">
                  {name}
                </Box>
                <Stack gap="3">{children(item, index, change(index))}</Stack>
              </Box>
              <Flex gap="2" marginTop="3" wrap="wrap">
                <MoveButtons name={inSentence(name)} index={index} count={items.length} onMove={(from, to) => reorder(moveItem(items, from, to), moveItem(shownKeys, from, to))} />
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => reorder(items.filter((_item, at) => at !== index), shownKeys.filter((_key, at) => at !== index))} aria-label={intl.formatMessage({ id: 'common.repeatedItems.removeItem', defaultMessage: 'Remove {name}' }, { name: inSentence(name) })}>
                  <FormattedMessage id="common.repeatedItems.remove" defaultMessage="Remove" />
                </Button>
              </Flex>
            </Box>
          )
        })}
      </Stack>
      <Button alignSelf="start" size="sm" variant="outline" disabled={items.length >= max} onClick={() => reorder([...items, newItem()], [...shownKeys, nextKey()])}>
        {addLabel ?? intl.formatMessage({ id: 'common.repeatedItems.add', defaultMessage: 'Add {noun}' }, { noun: inSentence(noun) })}
      </Button>
    </Stack>
  )
}
