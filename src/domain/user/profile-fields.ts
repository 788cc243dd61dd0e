import { isAllowedText } from '../text/allowed-text';
import { codePointLength } from './name-rules';

/**
 * Spec §3 profile fields beyond the names (website, biography, contact email, country): one definition for
 * the settings form and the server's request schema. An empty value clears the field (sent as null).
 */
export const BIOGRAPHY_MAX_LENGTH = 300;
export const WEBSITE_MAX_LENGTH = 200;
export const CONTACT_EMAIL_MAX_LENGTH = 254;

/** Ours: a website is an absolute http(s) address without spaces. */
export const WEBSITE_PATTERN_SOURCE = '^https?://[^\\s/?#]+\\.[^\\s]*$';
/** Ours: the usual shape of an address (the provider is the judge of whether it exists). */
export const CONTACT_EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Ours: a country is its ISO 3166-1 alpha-2 code. */
export const COUNTRY_PATTERN_SOURCE = '^[A-Z]{2}$';

export type ProfileField = 'website' | 'biography' | 'contactEmail' | 'country';
export type ProfileFieldProblem = 'tooLong' | 'characters' | 'format';

/** Why a value (as typed, trimmed here) is refused, or null when it is valid or empty. */
export function profileFieldProblem(field: ProfileField, value: string): ProfileFieldProblem | null {
  const text = value.trim();
  if (text === '') return null;
  switch (field) {
    case 'biography':
      if (!isAllowedText(text)) return 'characters';
      return codePointLength(text) > BIOGRAPHY_MAX_LENGTH ? 'tooLong' : null;
    case 'website':
      if (text.length > WEBSITE_MAX_LENGTH) return 'tooLong';
      return new RegExp(WEBSITE_PATTERN_SOURCE).test(text) ? null : 'format';
    case 'contactEmail':
      if (text.length > CONTACT_EMAIL_MAX_LENGTH) return 'tooLong';
      return new RegExp(CONTACT_EMAIL_PATTERN_SOURCE).test(text) ? null : 'format';
    case 'country':
      return new RegExp(COUNTRY_PATTERN_SOURCE).test(text) ? null : 'format';
  }
}
