import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import type { ShareData, ShareTarget } from '../ports/share.port';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a reading page: the native share sheet where the device has one, else the link is copied.
 * Anything that goes wrong becomes the web-side "share failed" error of spec §8.
 */
export async function shareContent(target: ShareTarget, data: ShareData): Promise<ShareOutcome> {
  try {
    if (target.canShareNatively()) return await target.shareNatively(data);
    await target.copyText(data.url);
    return 'copied';
  } catch (error) {
    throw new AppError({
      code: ErrorCode.unknown,
      messageKey: WebErrorKey.shareFailed,
      message: error instanceof Error ? error.message : 'share failed',
    });
  }
}
