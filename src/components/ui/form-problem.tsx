import { Text, type TextProps } from '@chakra-ui/react'

/** A form's or an action's problem, announced as it appears; nothing when there is none. */
export function FormProblem({ children, ...text }: { children: string | null | undefined } & Omit<TextProps, 'children'>) {
  if (!children) return null
  return (
    <Text role="alert" color="fg.error" {...text}>
      {children}
    </Text>
  )
}
