/**
 * The one rule for every uploaded image (a card's photo, an image in a page): PNG or JPEG, at most
 * 5 MiB. The app checks it before sending, so a wrong file never costs an upload; the server
 * enforces it.
 */
export const imageUploadTypes = ['image/png', 'image/jpeg'] as const
export type ImageUploadType = (typeof imageUploadTypes)[number]
export const maxImageUploadBytes = 5 * 1024 * 1024

export const isImageUploadType = (type: string): type is ImageUploadType => (imageUploadTypes as readonly string[]).includes(type)

/** Why a chosen file cannot be sent as the image (`photo`, `logo`), or null when it can. */
export function imageFileProblem(file: { type: string; size: number }, what: string): string | null {
  if (!isImageUploadType(file.type)) return `The ${what} must be a PNG or JPEG image; this file is ${file.type || 'of an unknown type'}.`
  if (file.size > maxImageUploadBytes) return `The ${what} must be at most 5 MiB; this file is ${(file.size / 1024 / 1024).toFixed(1)} MiB.`
  if (file.size === 0) return `The ${what} file is empty.`
  return null
}
