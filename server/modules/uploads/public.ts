// What other modules may use of the uploads module.
export { acceptImageBodies, imageBodyOf, imageUploadLimits, reencodedImage, type ImageFormat, type ImageRefusals } from './image-pipeline'
export { loadSharp } from './load-sharp'
export { uploadUrl } from './upload-repository'
export { uploads } from './schema'
