import { defineMessages } from 'react-intl'
import { isImageUploadType, maxImageUploadBytes } from '../../domain/image-upload'
import { sayInEnglish, type Say } from '../../i18n/say'
import { normaliseLink, blockedLink } from '../safe-url'
import { toVideoEmbedUrl } from '../video-embed'

/** The answer of a rule: a value to use, or a message a person can act on. */
export type RuleResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string }


const words = defineMessages({
  notImage: {
    id: 'richText.rules.notImage',
    defaultMessage: '{named, select, yes {"{name}"} other {This file}} is not a PNG or JPEG image; only PNG and JPEG images can be added.',
  },
  tooLarge: { id: 'richText.rules.tooLarge', defaultMessage: '{named, select, yes {"{name}"} other {This file}} is larger than 5 MiB; choose a smaller image.' },
  notVideo: { id: 'richText.rules.notVideo', defaultMessage: 'Only YouTube and Vimeo links can be added as a video.' },
  noAddress: { id: 'richText.rules.noAddress', defaultMessage: 'Type the address to link to.' },
  blockedLink: { id: 'richText.rules.blockedLink', defaultMessage: 'Links may only use http, https, mailto, tel or sms addresses.' },
})

export function checkImageFile(file: { readonly type: string; readonly size: number; readonly name?: string }, say: Say = sayInEnglish): RuleResult<string> {
  const name = { named: file.name ? 'yes' : 'no', name: file.name ?? '' }
  if (!isImageUploadType(file.type)) return { ok: false, message: say(words.notImage, name) }
  if (file.size > maxImageUploadBytes) return { ok: false, message: say(words.tooLarge, name) }
  return { ok: true, value: file.type }
}

/**
 * YouTube and Vimeo links become their embed address; any other link is refused, because the
 * renderer frames only those two players (see video-embed.ts).
 */
export function videoFromLink(link: string, say: Say = sayInEnglish): RuleResult<string> {
  const embed = toVideoEmbedUrl(link)
  if (embed === null) return { ok: false, message: say(words.notVideo) }
  return { ok: true, value: embed }
}

/**
 * The address a link gets. With nothing typed, the selected text is the address, so a selected
 * e-mail address becomes a mailto: link, as people expect of a pasted address; a scheme the renderer would block is refused.
 */
export function linkFor(selectedText: string, typed: string, say: Say = sayInEnglish): RuleResult<string> {
  const source = typed.trim() === '' ? selectedText : typed
  if (source.trim() === '') return { ok: false, message: say(words.noAddress) }
  const href = normaliseLink(source)
  if (href === blockedLink) return { ok: false, message: say(words.blockedLink) }
  return { ok: true, value: href }
}
