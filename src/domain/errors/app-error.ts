import type { ErrorAction } from './error-codes';

/** A field-level problem, e.g. the duplicated-username field error of 4000101001 (spec §8). */
export interface FieldError {
  readonly field: string;
  readonly messageKey: string;
}

/**
 * The one error type the application and UI see (spec §8). `code` is a backend number, an
 * identity-provider string beginning with `auth/`, or 9999 when nothing better is known.
 */
export class AppError extends Error {
  readonly code: number | string;
  readonly messageKey: string;
  readonly fieldErrors: readonly FieldError[];
  readonly action?: ErrorAction;
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(args: {
    code: number | string;
    messageKey: string;
    message?: string;
    fieldErrors?: readonly FieldError[];
    action?: ErrorAction;
    details?: Readonly<Record<string, unknown>>;
  }) {
    super(args.message ?? args.messageKey);
    this.name = 'AppError';
    this.code = args.code;
    this.messageKey = args.messageKey;
    this.fieldErrors = args.fieldErrors ?? [];
    this.action = args.action;
    this.details = args.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
