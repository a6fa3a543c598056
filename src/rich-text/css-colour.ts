// The CSS named colours (CSS Color 4) and `transparent`; keywords such as `inherit` or
// `currentcolor` are left out because they carry no colour of their own.
const namedColours = new Set([
  'aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black',
  'blanchedalmond', 'blue', 'blueviolet', 'brown', 'burlywood', 'cadetblue', 'chartreuse',
  'chocolate', 'coral', 'cornflowerblue', 'cornsilk', 'crimson', 'cyan', 'darkblue', 'darkcyan',
  'darkgoldenrod', 'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki', 'darkmagenta',
  'darkolivegreen', 'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen',
  'darkslateblue', 'darkslategray', 'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink',
  'deepskyblue', 'dimgray', 'dimgrey', 'dodgerblue', 'firebrick', 'floralwhite', 'forestgreen',
  'fuchsia', 'gainsboro', 'ghostwhite', 'gold', 'goldenrod', 'gray', 'green', 'greenyellow', 'grey',
  'honeydew', 'hotpink', 'indianred', 'indigo', 'ivory', 'khaki', 'lavender', 'lavenderblush',
  'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral', 'lightcyan', 'lightgoldenrodyellow',
  'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon', 'lightseagreen',
  'lightskyblue', 'lightslategray', 'lightslategrey', 'lightsteelblue', 'lightyellow', 'lime',
  'limegreen', 'linen', 'magenta', 'maroon', 'mediumaquamarine', 'mediumblue', 'mediumorchid',
  'mediumpurple', 'mediumseagreen', 'mediumslateblue', 'mediumspringgreen', 'mediumturquoise',
  'mediumvioletred', 'midnightblue', 'mintcream', 'mistyrose', 'moccasin', 'navajowhite', 'navy',
  'oldlace', 'olive', 'olivedrab', 'orange', 'orangered', 'orchid', 'palegoldenrod', 'palegreen',
  'paleturquoise', 'palevioletred', 'papayawhip', 'peachpuff', 'peru', 'pink', 'plum', 'powderblue',
  'purple', 'rebeccapurple', 'red', 'rosybrown', 'royalblue', 'saddlebrown', 'salmon', 'sandybrown',
  'seagreen', 'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray', 'slategrey',
  'snow', 'springgreen', 'steelblue', 'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet',
  'wheat', 'white', 'whitesmoke', 'yellow', 'yellowgreen', 'transparent'
])

const number = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`
const percentage = `${number}%`
const numberOrPercentage = `${number}%?`
const hue = `${number}(?:deg|grad|rad|turn)?`
const alphaAfterComma = String.raw`(?:\s*,\s*${numberOrPercentage})?`
const alphaAfterSlash = String.raw`(?:\s*\/\s*${numberOrPercentage})?`

const colourPatterns = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/,
  new RegExp(String.raw`^rgba?\(\s*${numberOrPercentage}(?:\s*,\s*${numberOrPercentage}){2}${alphaAfterComma}\s*\)$`),
  new RegExp(String.raw`^rgba?\(\s*${numberOrPercentage}(?:\s+${numberOrPercentage}){2}${alphaAfterSlash}\s*\)$`),
  new RegExp(String.raw`^hsla?\(\s*${hue}(?:\s*,\s*${percentage}){2}${alphaAfterComma}\s*\)$`),
  new RegExp(String.raw`^hsla?\(\s*${hue}(?:\s+${numberOrPercentage}){2}${alphaAfterSlash}\s*\)$`),
]

/**
 * The colour as it may be written into a style attribute, or null when it is not a plain CSS colour:
 * only hex, rgb()/rgba()/hsl()/hsla() with numbers, and named colours get through, so nothing else
 * (url(), expression(), a `;` that starts another declaration) can reach the style.
 */
export function safeCssColour(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null
  const colour = value.trim().toLowerCase()
  if (namedColours.has(colour)) return colour
  return colourPatterns.some((pattern) => pattern.test(colour)) ? colour : null
}
