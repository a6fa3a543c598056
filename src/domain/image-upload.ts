/**
 * The one rule for every uploaded image (a card's photo, an image in a page): PNG or JPEG, at most
 * 5 MiB. The app checks it before sending, so a wrong file never costs an upload; the server
 * enforces it.
 */
export const imageUploadTypes = ['image/png', 'image/jpeg'] as const
export type ImageUploadType = (typeof imageUploadTypes)[number]
export const maxImageUploadBytes = 5 * 1024 * 1024

export const isImageUploadType = (type: string): type is ImageUploadType => (imageUploadTypes as readonly string[]).includes(type)
