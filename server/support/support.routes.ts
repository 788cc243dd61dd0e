import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { RouteDef } from '../http/route-table';
import { allowedText, hashSchema, object } from '../http/schemas';
import type { SupportUseCases } from './support.use-cases';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** Spec §7 user-orchestration-service support calls: contact us and issue reports (payloads ours). */
export const supportRoutes = (support: SupportUseCases): RouteDef[] => [
  {
    method: 'POST', path: `${P}/v2/contact-us`, area: 'user', auth: 'optional', public: true, rateLimited: true, tag: TAG,
    summary: 'Send a message to support (payload ours)', description: 'Anonymous allowed; a bearer, when sent, links the ticket to the user.',
    body: object({
      name: allowedText(1, 100), email: { type: 'string', format: 'email', maxLength: 254 },
      subject: allowedText(1, 200), message: { type: 'string', minLength: 1, maxLength: 5000 },
    }, ['name', 'email', 'subject', 'message']),
    data: object({ ticket_id: { type: 'string' } }, ['ticket_id']),
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.tooManyRequests],
    handler: ({ identity, body }) => support.contactUs(identity, body),
  },  {
    method: 'POST', path: `${P}/v2/report/issues`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Report an issue (payload ours)', description: 'attachment_ids are ids from v2/report/uploads whose PUT finished.',
    body: object({
      category: { type: 'string', enum: ['bug', 'content', 'account', 'other'] },
      description: { type: 'string', minLength: 1, maxLength: 5000 },
      attachment_ids: { type: 'array', maxItems: 5, items: hashSchema },
    }, ['category', 'description']),
    data: object({ report_id: { type: 'string' } }, ['report_id']),
    errors: authErrors,
    handler: ({ identity, body }) => support.reportIssue(identity!, body),
  },
];
