/** Longer sources are refused: a formula is a line of maths, not a way to make the server work hard. */
export const maxFormulaLength = 2000
