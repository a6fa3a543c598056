// No zod here: the card page's own small script (src/card-page/) words its messages with this too.

/** A message as a sentence: capital first letter, closing full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
