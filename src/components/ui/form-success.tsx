import { Text, type TextProps } from '@chakra-ui/react'

/** What a form or an action has done ("Saved."), announced as it appears; nothing when there is nothing to say. */
export function FormSuccess({ children, ...text }: { children: string | null | undefined } & Omit<TextProps, 'children'>) {
  if (!children) return null
  return (
    <Text role="status" color="fg.success" fontWeight="medium" {...text}>
      {children}
    </Text>
  )
}
