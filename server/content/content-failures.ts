import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { ContentRow } from './content.ports';

/** The content-platform failures (spec §8 0607 family) the content use cases share. */
export const contentMissing = (contentId: string) =>
  failure(ErrorCode.contentNotFound, `Content ${contentId} does not exist`, { content_id: contentId });

export const contentForbidden = (contentId: string) =>
  failure(ErrorCode.contentForbidden, `Content ${contentId} belongs to another user`, { content_id: contentId });

export const contentStale = (row: Pick<ContentRow, 'content_id' | 'revision'>, sent: number) =>
  failure(
    ErrorCode.contentVersionConflict,
    `Content ${row.content_id} is at revision ${row.revision}, this write started from ${sent}`,
    { content_id: row.content_id, revision: row.revision },
  );

/** 4220607000 always carries the content id and the message in `data` (spec §8 "content_id and message"). */
export const contentInvalid = (contentId: string, message: string) =>
  failure(ErrorCode.contentValidationFailed, message, { content_id: contentId, message });

/** The codes a signed-in content call may answer before it reaches the content (OpenAPI `errors`). */
export const CONTENT_AUTH_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
export const CONTENT_WRITE_ERRORS = [
  ...CONTENT_AUTH_ERRORS,
  ErrorCode.contentForbidden,
  ErrorCode.contentNotFound,
  ErrorCode.contentVersionConflict,
  ErrorCode.contentValidationFailed,
];
