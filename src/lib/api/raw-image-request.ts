/**
 * A request whose body is the image itself, sent with the image's own type (PNG or JPEG): the
 * server refuses a wrong type before it reads a byte, and re-encodes what it keeps.
 */
export const rawImageRequest = (url: string, method: 'POST' | 'PUT', image: Blob) => ({ url, method, body: image, headers: { 'content-type': image.type } })
