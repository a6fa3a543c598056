import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { FormProblem } from '../../../components/ui/form-problem'
import { refusalColor } from '../role-words'

type RemovalQuestionProps = {
  /** Whether the question is asked now. */
  asking: boolean
  /** The question: "Leave Acme? …". */
  children: ReactNode
  /** What the button that removes says: "Leave Acme". */
  confirm: string
  /** What the button that keeps things as they are says: "Stay". */
  keep: string
  busy: boolean
  /** Why the last change of the row was refused, if it was. */
  problem: string | null
  onConfirm: () => void
  onKeep: () => void
}

/**
 * The end of a row someone can be removed from or leave: the question asked once more, in words,
 * before anything is sent, and why the last change was refused.
 */
export function RemovalQuestion({ asking, children, confirm, keep, busy, problem, onConfirm, onKeep }: RemovalQuestionProps) {
  const id = useId()
  return (
    <>
      {asking ? (
        <Box role="alertdialog" aria-labelledby={id} marginTop="3">
          <Text id={id} marginBottom="3">
            {children}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="red" loading={busy} onClick={onConfirm}>
              {confirm}
            </Button>
            <Button variant="outline" onClick={onKeep}>
              {keep}
            </Button>
          </Flex>
        </Box>
      ) : null}
      <FormProblem marginTop="2" color={refusalColor}>
        {problem}
      </FormProblem>
    </>
  )
}
