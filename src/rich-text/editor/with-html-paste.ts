import { Transforms, type Editor } from 'slate'
import { deltaToSlate } from './delta-to-slate'
import { htmlToDelta } from './html-to-delta'

/**
 * HTML pasted or dropped from other sites goes through htmlToDelta (the renderer's whitelist)
 * before it reaches the document. Content copied inside the editor keeps Slate's own fragment.
 */
export function withHtmlPaste<T extends Editor>(editor: T): T {
  const { insertData } = editor
  editor.insertData = (data: DataTransfer) => {
    const html = data.getData('text/html')
    if (data.types.includes('application/x-slate-fragment') || html === '') {
      insertData(data)
      return
    }
    Transforms.insertFragment(editor, deltaToSlate(htmlToDelta(html)))
  }
  return editor
}
