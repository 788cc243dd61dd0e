import type { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';

/**
 * The domain's draft problems (`pollDraftProblems`, `campaignDateProblems`, and the same text in a server's
 * 422 message) as translatable messages at their field. A problem reads `field: what is wrong`; the field is
 * kept as written (`options[2].text`), the words become a message key under `admin.problems.*` with its values.
 */
export interface FieldProblem {
  readonly field: string;
  readonly messageKey: string;
  readonly values: Readonly<Record<string, string | number>>;
}

const KNOWN: readonly {
  readonly pattern: RegExp;
  readonly key: string;
  readonly values?: (m: RegExpExecArray) => Record<string, number>;
}[] = [
  { pattern: /write it in Thai or English/i, key: 'required' },
  { pattern: /longer than (\d+) characters/i, key: 'tooLong', values: (m) => ({ max: Number(m[1]) }) },
  {
    pattern: /between (\d+) and (\d+)/i,
    key: 'optionsCount',
    values: (m) => ({ min: Number(m[1]), max: Number(m[2]) }),
  },
  { pattern: /the same as another option/i, key: 'duplicateOption' },
  { pattern: /must be in the future/i, key: 'future' },
  { pattern: /not a date/i, key: 'notDate' },
  { pattern: /before starts_on/i, key: 'endBeforeStart' },
];

/** One problem line → its field and message; words we do not know keep the server's generic message. */
export function fieldProblem(problem: string): FieldProblem {
  const colon = problem.indexOf(':');
  const field = colon > 0 ? problem.slice(0, colon).trim() : '';
  const words = colon > 0 ? problem.slice(colon + 1) : problem;
  for (const known of KNOWN) {
    const match = known.pattern.exec(words);
    if (match) return { field, messageKey: `admin.problems.${known.key}`, values: known.values?.(match) ?? {} };
  }
  return { field, messageKey: 'errors.contentValidationFailed', values: {} };
}

/** A server message may carry several problems joined by `;` or new lines. */
export const problemLines = (message: string): string[] =>
  message
    .split(/[;\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export const fieldProblems = (message: string): FieldProblem[] => problemLines(message).map(fieldProblem);

/** A 422's problem lines (the server words them as the domain does); none for any other refusal. */
export function refusalProblemLines(error: AppError): string[] {
  if (error.code !== ErrorCode.contentValidationFailed) return [];
  return problemLines(typeof error.details?.message === 'string' ? error.details.message : error.message);
}
