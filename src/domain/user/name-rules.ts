import { ALLOWED_TEXT_PATTERN, isAllowedText } from '../text/allowed-text';

/**
 * Name rules (spec §3 user fields, spec §5 personal info), one definition for the SPA's forms and the
 * server's request schemas. Lengths count Unicode code points (what JSON Schema's maxLength counts), so a
 * name written in Thai or with astral letters counts fairly.
 */

/** Ours: usernames are URL handles (/profiles/[username]), so ASCII letters, digits, dot and underscore. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** The username characters as a character-class body; the mention syntax is built from it too. */
export const USERNAME_CHARS = 'A-Za-z0-9._';
/** One username character (no anchors, no quantifier). */
export const USERNAME_CHAR_CLASS = `[${USERNAME_CHARS}]`;
/** Source of the whole-value pattern, for JSON schemas (`pattern: USERNAME_PATTERN_SOURCE`). */
export const USERNAME_PATTERN_SOURCE = `^${USERNAME_CHAR_CLASS}{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`;
export const USERNAME_PATTERN = new RegExp(USERNAME_PATTERN_SOURCE);

/** Spec §5: a display name is 1..50 characters of the spec §3 allowed text. */
export const DISPLAY_NAME_MIN_LENGTH = 1;
export const DISPLAY_NAME_MAX_LENGTH = 50;
/** Source of the allowed-text pattern, for JSON schemas (Ajv compiles patterns with the `u` flag). */
export const DISPLAY_NAME_PATTERN_SOURCE = ALLOWED_TEXT_PATTERN.source;

/**
 * Why a name is refused: `empty` (nothing, or only white space), `tooShort` / `tooLong` (code points),
 * `characters` (outside the allowed set). Null when the name is valid.
 */
export type NameProblem = 'empty' | 'tooShort' | 'tooLong' | 'characters';

/** Length in Unicode code points (an emoji or an astral letter is one, as JSON Schema counts). */
export const codePointLength = (text: string): number => {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
};

/**
 * Checks a username exactly as it is sent (callers trim what a person typed first; the server never
 * trims a username, so a space inside or around it is a `characters` problem).
 */
export function usernameProblem(value: string): NameProblem | null {
  if (value === '') return 'empty';
  if (!new RegExp(`^${USERNAME_CHAR_CLASS}*$`).test(value)) return 'characters';
  const length = value.length; // ASCII only from here on: code units are code points
  if (length < USERNAME_MIN_LENGTH) return 'tooShort';
  if (length > USERNAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * Checks a display name as it is stored: trimmed first (the server trims before storing), then 1..50
 * code points of allowed text. A name of white space only is `empty`.
 */
export function displayNameProblem(value: string): NameProblem | null {
  const name = value.trim();
  if (name.length === 0) return 'empty';
  if (!isAllowedText(name)) return 'characters';
  const length = codePointLength(name);
  if (length < DISPLAY_NAME_MIN_LENGTH) return 'tooShort';
  if (length > DISPLAY_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
