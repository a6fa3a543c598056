/** The demo brands' logos, drawn as SVG and stored as PNG like any uploaded logo. */
export const northwindLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="#1d4ed8"/>
  <path d="M128 376V136h56l144 168V136h56v240h-56L184 208v168z" fill="#ffffff"/>
  <circle cx="384" cy="128" r="28" fill="#93c5fd"/>
</svg>`

export const emberLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="256" fill="#7c2d12"/>
  <path d="M256 92c40 64 112 108 112 196a112 112 0 0 1-224 0c0-52 28-84 56-116 4 40 20 64 44 76-8-56 0-104 12-156z" fill="#fb923c"/>
  <path d="M256 252c20 30 48 50 48 88a48 48 0 0 1-96 0c0-28 24-52 48-88z" fill="#fde68a"/>
</svg>`
