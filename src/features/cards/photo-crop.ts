/** How the owner frames a photo: a zoom (1 shows the largest square) and where the square sits, in percent of the room left. */
export type PhotoCrop = { zoom: number; x: number; y: number }

/** The square of the image the frame holds, in the image's own pixels. */
export function cropSquare(width: number, height: number, crop: PhotoCrop): { sx: number; sy: number; side: number } {
  const zoom = Math.min(Math.max(crop.zoom, 1), 4)
  const side = Math.min(width, height) / zoom
  const share = (percent: number) => Math.min(Math.max(percent, 0), 100) / 100
  return { sx: (width - side) * share(crop.x), sy: (height - side) * share(crop.y), side }
}
