import type {
  ContactUsBodyWire,
  ContactUsTicketWire,
  IssueReportBodyWire,
  IssueReportedWire,
} from '../../src/contract/support.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { isAllowedText } from '../../src/domain/text/allowed-text';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { UploadUseCases } from '../media/upload.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import type { SupportStore } from './support.ports';

/** Spec §3 allowed text, line by line: long texts may hold line breaks, nothing else outside the allow-list. */
const requireAllowedLines = (field: string, text: string): void => {
  if (!text.split(/\r?\n/).every(isAllowedText))
    throw failure(ErrorCode.validationUser, `${field} contains characters that are not allowed`);
};

/** Contact messages and issue reports (payloads ours). */
export function createSupportUseCases(
  deps: Pick<Kernel, 'db' | 'clock'>,
  store: SupportStore,
  users: Pick<UserUseCases, 'requireUser' | 'findUser'>,
  uploads: Pick<UploadUseCases, 'isFinishedUpload'>,
) {
  return {
    /** v2/contact-us (payload ours): anyone may write; a signed-in sender is linked to the ticket. */
    async contactUs(identity: VerifiedIdentity | null, body: ContactUsBodyWire): Promise<ContactUsTicketWire> {
      requireAllowedLines('body.message', body.message);
      const ticketId = newId();
      await deps.db.transaction(async (tx) => {
        const user = identity ? await users.findUser(tx, identity) : null;
        await store.insertContactMessage(tx, { ticketId, userId: user?.user_id ?? null, ...body }, nowDate(deps));
      });
      return { ticket_id: ticketId };
    },

    /** v2/report/issues (payload ours): attachments must be this user's finished report uploads. */
    async reportIssue(identity: VerifiedIdentity, body: IssueReportBodyWire): Promise<IssueReportedWire> {
      requireAllowedLines('body.description', body.description);
      const reportId = newId();
      const attachmentIds = [...new Set(body.attachment_ids ?? [])];
      await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        for (const id of attachmentIds) {
          if (!(await uploads.isFinishedUpload(tx, 'report', id, user.user_id))) {
            throw failure(ErrorCode.validationUser, `body.attachment_ids: ${id} is not a finished upload of this user`);
          }
        }
        await store.insertIssueReport(
          tx,
          { reportId, userId: user.user_id, category: body.category, description: body.description, attachmentIds },
          nowDate(deps),
        );
      });
      return { report_id: reportId };
    },
  };
}

export type SupportUseCases = ReturnType<typeof createSupportUseCases>;
