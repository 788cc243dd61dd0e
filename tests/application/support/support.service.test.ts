import { describe, expect, it } from 'vitest';
import { SupportService } from '../../../src/application/support/support.service';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { InMemorySupportApi } from '../../fakes/in-memory-support-api';

function aSupportService() {
  const api = new InMemorySupportApi();
  return { api, support: new SupportService(api) };
}

describe('SupportService — help and support (spec §7 v2 contact-us and reports)', () => {
  it('sends a contact message as typed and answers the ticket', async () => {
    const { api, support } = aSupportService();
    const message = { name: 'Malee', email: 'malee@example.com', subject: 'Trip to Nan', message: 'Hello' };
    await expect(support.contactUs(message)).resolves.toEqual({ ticketId: 'ticket-1' });
    expect(api.messages).toEqual([message]);
  });

  it('reports an issue with the attachments uploaded first', async () => {
    const { api, support } = aSupportService();
    const upload = await support.reportUpload({ fileName: 'screen.png', contentType: 'image/png' });
    expect(upload).toEqual({ uploadUrl: expect.stringContaining(upload.attachmentId), attachmentId: 'attachment-1' });
    await expect(
      support.reportIssue({ category: 'bug', description: 'The map is blank', attachmentIds: [upload.attachmentId] }),
    ).resolves.toEqual({
      reportId: 'report-1',
    });
    expect(api.uploads).toEqual([{ fileName: 'screen.png', contentType: 'image/png' }]);
    expect(api.reports).toEqual([
      { category: 'bug', description: 'The map is blank', attachmentIds: ['attachment-1'] },
    ]);
  });

  it('spec §8: a refused call leaves as an AppError with the catalogue message', async () => {
    const { api, support } = aSupportService();
    api.contactUs = async () => {
      throw { status: { err_code: ErrorCode.internalUser, err_message: 'boom' } };
    };
    const error = await support
      .contactUs({ name: 'a', email: 'a@b.co', subject: 's', message: 'm' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ErrorCode.internalUser, messageKey: 'errors.internal' });
  });

  it('an AppError from the adapter passes through unchanged', async () => {
    const { api, support } = aSupportService();
    const refused = new AppError({ code: 4290000000, messageKey: 'errors.tooManyRequests' });
    api.reportIssue = async () => {
      throw refused;
    };
    await expect(support.reportIssue({ category: 'bug', description: 'x', attachmentIds: [] })).rejects.toBe(refused);
  });
});
