import type { Editor } from 'slate'

/** Images and formulas sit inside a line like characters; videos are lines of their own. None holds text. */
export function withEmbeds<T extends Editor>(editor: T): T {
  const { isInline, isVoid, markableVoid } = editor
  editor.isInline = (element) => element.type === 'image' || element.type === 'formula' || isInline(element)
  editor.isVoid = (element) => element.type === 'image' || element.type === 'formula' || element.type === 'video' || isVoid(element)
  editor.markableVoid = (element) => element.type === 'image' || element.type === 'formula' || markableVoid(element)
  return editor
}
