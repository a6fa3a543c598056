import { isImageUploadType, maxImageUploadBytes } from '../../domain/image-upload'
import { normaliseLink, blockedLink } from '../safe-url'
import { toVideoEmbedUrl } from '../video-embed'

/** The answer of a rule: a value to use, or a message a person can act on. */
export type RuleResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string }


export function checkImageFile(file: { readonly type: string; readonly size: number; readonly name?: string }): RuleResult<string> {
  const name = file.name ? `"${file.name}"` : 'This file'
  if (!isImageUploadType(file.type)) {
    return { ok: false, message: `${name} is not a PNG or JPEG image; only PNG and JPEG images can be added.` }
  }
  if (file.size > maxImageUploadBytes) return { ok: false, message: `${name} is larger than 5 MiB; choose a smaller image.` }
  return { ok: true, value: file.type }
}

/**
 * YouTube and Vimeo links become their embed address; any other link is refused, because the
 * renderer frames only those two players (see video-embed.ts).
 */
export function videoFromLink(link: string): RuleResult<string> {
  const embed = toVideoEmbedUrl(link)
  if (embed === null) return { ok: false, message: 'Only YouTube and Vimeo links can be added as a video.' }
  return { ok: true, value: embed }
}

/**
 * The address a link gets. With nothing typed, the selected text is the address, so a selected
 * e-mail address becomes a mailto: link, as people expect of a pasted address; a scheme the renderer would block is refused.
 */
export function linkFor(selectedText: string, typed: string): RuleResult<string> {
  const source = typed.trim() === '' ? selectedText : typed
  if (source.trim() === '') return { ok: false, message: 'Type the address to link to.' }
  const href = normaliseLink(source)
  if (href === blockedLink) return { ok: false, message: 'Links may only use http, https, mailto, tel or sms addresses.' }
  return { ok: true, value: href }
}
