import { ContactUsBody, ContactUsTicket, IssueReportBody, IssueReported } from '../../src/contract/support.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { SupportUseCases } from './support.use-cases';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** Spec §7 user-orchestration-service support calls: contact us and issue reports (payloads ours). */
export const supportRoutes = (support: SupportUseCases): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: `${P}/v2/contact-us`,
    area: 'user',
    auth: 'optional',
    public: true,
    rateLimited: true,
    tag: TAG,
    summary: 'Send a message to support (payload ours)',
    description: 'Anonymous allowed; a bearer, when sent, links the ticket to the user.',
    body: ContactUsBody,
    data: ContactUsTicket,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.tooManyRequests],
    handler: ({ identity, body }) => support.contactUs(identity, body),
  }),
  defineRoute({
    method: 'POST',
    path: `${P}/v2/report/issues`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Report an issue (payload ours)',
    description: 'attachment_ids are ids from v2/report/uploads whose PUT finished.',
    body: IssueReportBody,
    data: IssueReported,
    errors: authErrors,
    handler: ({ identity, body }) => support.reportIssue(identity, body),
  }),
];
