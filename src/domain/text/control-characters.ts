/**
 * Control characters in free text (one rule for every text a person writes: comments, polls, campaigns,
 * reports, moderators' notes). C0 controls and DEL are invisible, and PostgreSQL refuses NUL outright (a 500
 * instead of a 422), so they are refused on input. Multi-line texts keep tab and line breaks (CR too: pasted
 * Windows text); one-line texts refuse those as well. No `g`/`y` flag, so `test` is stateless.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u001F\u007F]/;

/** The same without tab, LF and CR: what a multi-line text refuses. */
// eslint-disable-next-line no-control-regex -- as above, less tab, LF and CR
export const MULTILINE_CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface ControlCharacterOptions {
  /** Tab and line breaks allowed (a textarea), else a one-line text. */
  readonly multiline: boolean;
}

export const controlCharacterPattern = ({ multiline }: ControlCharacterOptions): RegExp =>
  multiline ? MULTILINE_CONTROL_CHARACTER_PATTERN : CONTROL_CHARACTER_PATTERN;

export const hasControlCharacters = (text: string, options: ControlCharacterOptions): boolean =>
  controlCharacterPattern(options).test(text);

/**
 * A whole-string JSON Schema `pattern` accepting only texts without those characters (for the contract's
 * schemas; valid both with and without the `u` flag).
 */
export const withoutControlCharactersSource = (options: ControlCharacterOptions): string =>
  `^[^${controlCharacterPattern(options).source.slice(1, -1)}]*$`;
