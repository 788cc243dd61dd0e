/**
 * Spec §3/§5 allowed characters: letters, marks, math / modifier / currency symbols, punctuation,
 * numbers and spaces. Marks keep Thai vowels and tone marks valid; emoji (other symbols), control
 * characters, line breaks and format characters are refused. No `g`/`y` flag, so `test` is stateless.
 */
export const ALLOWED_TEXT_CLASS = '\\p{L}\\p{M}\\p{Sm}\\p{Sk}\\p{Sc}\\p{P}\\p{N}\\p{Zs}';
export const ALLOWED_TEXT_PATTERN = new RegExp(`^[${ALLOWED_TEXT_CLASS}]*$`, 'u');

export function isAllowedText(text: string): boolean {
  return ALLOWED_TEXT_PATTERN.test(text);
}
