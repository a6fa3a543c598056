import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useId } from 'react'

/** Asks once more, in words, before someone is removed or leaves: nothing is sent until confirmed. */
export function RemovalQuestion(props: { question: string; confirm: string; keep: string; busy: boolean; onConfirm: () => void; onKeep: () => void }) {
  const id = useId()
  return (
    <Box role="alertdialog" aria-labelledby={id} marginTop="3">
      <Text id={id} marginBottom="3">
        {props.question}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="red" loading={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
        <Button variant="outline" onClick={props.onKeep}>
          {props.keep}
        </Button>
      </Flex>
    </Box>
  )
}
