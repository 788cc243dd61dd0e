import { ErrorCode } from '../../src/domain/errors/error-codes';
import { isAllowedText } from '../../src/domain/text/allowed-text';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { userRepository } from '../persistence/user.repository';
import { supportRepository } from '../persistence/support.repository';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';

/** Spec §3 allowed text, line by line: long texts may hold line breaks, nothing else outside the allow-list. */
const requireAllowedLines = (field: string, text: string): void => {
  if (!text.split(/\r?\n/).every(isAllowedText)) throw apiError(ErrorCode.validationUser, `${field} contains characters that are not allowed`);
};

/** v2/contact-us (payload ours): anyone may write; a signed-in sender is linked to the ticket. */
export async function contactUs(
  deps: ServerDeps,
  identity: VerifiedIdentity | null,
  body: { name: string; email: string; subject: string; message: string },
): Promise<{ ticket_id: string }> {
  requireAllowedLines('body.message', body.message);
  const ticketId = newId();
  await deps.db.transaction(async (tx) => {
    const user = identity ? await userRepository.findByFirebaseUid(tx, identity.uid) : null;
    await supportRepository.insertContactMessage(tx, { ticketId, userId: user?.user_id ?? null, ...body }, nowDate(deps));
  });
  return { ticket_id: ticketId };
}

/** v2/report/issues (payload ours): attachments must be this user's finished report uploads. */
export async function reportIssue(
  deps: ServerDeps,
  identity: VerifiedIdentity,
  body: { category: string; description: string; attachment_ids?: string[] },
): Promise<{ report_id: string }> {
  requireAllowedLines('body.description', body.description);
  const reportId = newId();
  const attachmentIds = [...new Set(body.attachment_ids ?? [])];
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    for (const id of attachmentIds) {
      const upload = await supportRepository.findUpload(tx, 'report', id);
      if (!upload || upload.owner_user_id !== user.user_id || !upload.stored_at) {
        throw apiError(ErrorCode.validationUser, `body.attachment_ids: ${id} is not a finished upload of this user`);
      }
    }
    await supportRepository.insertIssueReport(tx, { reportId, userId: user.user_id, category: body.category, description: body.description, attachmentIds }, nowDate(deps));
  });
  return { report_id: reportId };
}
