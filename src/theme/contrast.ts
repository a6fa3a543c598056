/** WCAG 2 contrast between two hex colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function rgb(hex: string): number[] {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
}

/** Normal text needs 4.5:1 (WCAG AA). */
export const minimumTextContrast = 4.5

/**
 * The brand's chosen text colour when it is readable on the background; otherwise black or white,
 * whichever reads better, so a brand's palette never makes text illegible.
 */
export function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= minimumTextContrast) return preferred
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}
