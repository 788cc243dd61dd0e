import { ALLOWED_TEXT_CLASS, ALLOWED_TEXT_PATTERN, isAllowedText } from '../text/allowed-text';
import { hasInvisibleCharacters, lookAlikeSkeleton, normalizeText } from '../text/look-alikes';

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
 * What the request schema lets through to the display-name rule: the allowed text plus invisible characters
 * (format and default-ignorable), so a name carrying one is answered with its own code (`invisible`) instead of
 * the schema's general validation failure.
 */
export const DISPLAY_NAME_INPUT_PATTERN_SOURCE = `^[${ALLOWED_TEXT_CLASS}\\p{Cf}\\p{Default_Ignorable_Code_Point}]*$`;

/**
 * Why a name is refused: `empty` (nothing, or only white space), `tooShort` / `tooLong` (code points),
 * `characters` (outside the allowed set), `invisible` (a display name carrying a zero-width, bidi-control or other
 * character nobody sees). Null when the name is valid.
 */
export type NameProblem = 'empty' | 'tooShort' | 'tooLong' | 'characters' | 'invisible';

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
 * A display name as it is stored and shown: NFKC, any Unicode space (no-break, ideographic, thin …) a plain
 * space, runs of spaces one, trimmed (src/domain/text/look-alikes.ts). The SPA sends it, the server stores it.
 */
export const normalizeDisplayName = (value: string): string => normalizeText(value);

/**
 * Display names are unique by this key (spec §5 uniqueness, by=d): names that look alike share it — a Cyrillic
 * or Greek letter in place of a Latin one, fullwidth forms, other spaces, other case. The server stores it with
 * a unique index; the name itself is stored as `normalizeDisplayName` gives it.
 */
export const displayNameKey = (value: string): string => lookAlikeSkeleton(value);

/**
 * Checks a display name as it is stored (`normalizeDisplayName` first): 1..50 code points of allowed text,
 * nothing invisible. A name of white space only is `empty`; one carrying a zero-width space, a bidi control, a soft
 * hyphen or the like is `invisible` (refused, not cleaned: the person should know the pasted name is not what it
 * looks like).
 */
export function displayNameProblem(value: string): NameProblem | null {
  if (hasInvisibleCharacters(value)) return 'invisible';
  const name = normalizeDisplayName(value);
  if (name.length === 0) return 'empty';
  if (!isAllowedText(name)) return 'characters';
  const length = codePointLength(name);
  if (length < DISPLAY_NAME_MIN_LENGTH) return 'tooShort';
  if (length > DISPLAY_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
