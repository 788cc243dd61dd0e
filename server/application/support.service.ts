import { ErrorCode } from '../../src/domain/errors/error-codes';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { userRepository } from '../persistence/user.repository';
import { supportRepository } from '../persistence/support.repository';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';

/** v2/contact-us (payload ours): anyone may write; a signed-in sender is linked to the ticket. */
export async function contactUs(
  deps: ServerDeps,
  identity: VerifiedIdentity | null,
  body: { name: string; email: string; subject: string; message: string },
): Promise<{ ticket_id: string }> {
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
