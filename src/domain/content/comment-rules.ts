import { MULTILINE_CONTROL_CHARACTER_PATTERN } from '../text/control-characters';
import {
  codePointLength,
  USERNAME_CHAR_CLASS,
  USERNAME_CHARS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../user/name-rules';

/**
 * Comment and reply rules (contract; spec §7 comments): the SPA checks them while typing and the
 * server enforces them on every post. One definition, no drift.
 */

/** Contract: 1..2000 characters once trimmed, counted in Unicode code points (Thai and emoji count fairly). */
export const COMMENT_MAX_LENGTH = 2000;

/** A comment is multi-line text: the shared control-character rule (text/control-characters.ts) with tab and line breaks allowed. */
export const COMMENT_CONTROL_PATTERN = MULTILINE_CONTROL_CHARACTER_PATTERN;

export type CommentTextProblem = 'empty' | 'tooLong' | 'control';

/** What a comment is stored as: plain text, trimmed. */
export const commentText = (text: string): string => text.trim();

/** Length the limit is measured in: code points of the trimmed text (what the counter shows). */
export const commentLength = (text: string): number => codePointLength(commentText(text));

/** Why a comment text is refused, or null when it may be posted (the server answers 4220607000 for each). */
export function commentTextProblem(text: string): CommentTextProblem | null {
  const trimmed = commentText(text);
  if (trimmed === '') return 'empty';
  if (codePointLength(trimmed) > COMMENT_MAX_LENGTH) return 'tooLong';
  if (COMMENT_CONTROL_PATTERN.test(trimmed)) return 'control';
  return null;
}

/** A human sentence for a problem (server messages and logs; the SPA shows translated keys). */
export const COMMENT_PROBLEM_MESSAGES: Readonly<Record<CommentTextProblem, string>> = {
  empty: 'text is empty',
  tooLong: `text is longer than ${COMMENT_MAX_LENGTH} characters`,
  control: 'text contains control characters',
};

/** What may stand right before a mention's `@`: anything but a username character or another `@`. */
const NOT_AFTER = `[^${USERNAME_CHARS}@]`;

/**
 * The mention syntax: `@` and a username (3..30 username characters), not preceded by a username
 * character or `@` (so the middle of an email address is not a mention). Built from the username rule.
 * Same matches as the lookbehind `(?<![A-Za-z0-9._@])@([A-Za-z0-9._]{3,30})`, written without lookbehind
 * (older Safari lacks it): group 1 is the character before the `@` (or nothing at the start), group 2 the
 * username as written.
 */
export const MENTION_PATTERN_SOURCE = `(^|${NOT_AFTER})@(${USERNAME_CHAR_CLASS}{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}})`;

/** A fresh global matcher (a shared `g` regex keeps `lastIndex` between callers). */
export const mentionPattern = (): RegExp => new RegExp(MENTION_PATTERN_SOURCE, 'g');

/** Each mention token: the username as written and where its `@` is. */
export function mentionTokens(text: string): { readonly username: string; readonly at: number }[] {
  return [...text.matchAll(mentionPattern())].map((match) => ({
    username: match[2],
    at: (match.index ?? 0) + match[1].length,
  }));
}

/** The username without the full stops a sentence may have put after it ("thanks @nok."), or null when none. */
function withoutTrailingDots(token: string): string | null {
  const trimmed = token.replace(/\.+$/, '');
  return trimmed !== token && trimmed.length >= USERNAME_MIN_LENGTH ? trimmed : null;
}

/**
 * `@name` tokens in order of first use, lower-cased (usernames are unique case-insensitively). A token
 * ending in dots also tries the name without them, since a sentence's full stop is likelier than a
 * username ending in one: each entry lists the names to try, in order.
 */
export function mentionCandidates(text: string): string[][] {
  const seen = new Set<string>();
  const tokens: string[][] = [];
  for (const { username } of mentionTokens(text)) {
    const token = username.toLowerCase();
    if (seen.has(token)) continue;
    seen.add(token);
    const trimmed = withoutTrailingDots(token);
    tokens.push(trimmed ? [token, trimmed] : [token]);
  }
  return tokens;
}

/** A piece of a comment's text: plain text, or a mention of `username` (as written, without `@`). */
export type CommentSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'mention'; readonly text: string; readonly username: string };

/**
 * Splits a comment into text and mentions for display: a mention is a token of the mention syntax whose
 * name (or the name without trailing dots, which then stay text) `isKnown` accepts, compared lower-cased.
 */
export function commentSegments(text: string, isKnown: (usernameLowerCase: string) => boolean): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let at = 0;
  const pushText = (end: number) => {
    if (end > at) segments.push({ kind: 'text', text: text.slice(at, end) });
  };
  for (const { username: written, at: start } of mentionTokens(text)) {
    const trimmed = withoutTrailingDots(written);
    const username = isKnown(written.toLowerCase())
      ? written
      : trimmed && isKnown(trimmed.toLowerCase())
        ? trimmed
        : null;
    if (username === null) continue;
    pushText(start);
    segments.push({ kind: 'mention', text: `@${username}`, username });
    at = start + 1 + username.length;
  }
  pushText(text.length);
  return segments;
}

const MENTION_AT_END = new RegExp(`(?:^|${NOT_AFTER})@(${USERNAME_CHAR_CLASS}{1,${USERNAME_MAX_LENGTH}})$`);

/**
 * The partial username being typed right before the caret (`@` where a mention may start, then 1..30
 * username characters), or null when the caret is not in a mention.
 */
export function mentionQueryAtEnd(textBeforeCaret: string): string | null {
  return MENTION_AT_END.exec(textBeforeCaret)?.[1] ?? null;
}

/** Replaces the mention being typed at the end of `textBeforeCaret` with `@username ` (the chosen suggestion). */
export function completeMentionAtEnd(textBeforeCaret: string, username: string): string {
  const typed = new RegExp(`(?:^|${NOT_AFTER})@(${USERNAME_CHAR_CLASS}{0,${USERNAME_MAX_LENGTH}})$`).exec(
    textBeforeCaret,
  );
  if (!typed) return textBeforeCaret;
  return `${textBeforeCaret.slice(0, textBeforeCaret.length - typed[1].length - 1)}@${username} `;
}
