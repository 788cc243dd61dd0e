import { describe, expect, it } from 'vitest';
import { WalletService } from '../../../src/application/wallet/wallet.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anEditorHarness } from '../../builders/editor-services.builder';
import { InMemoryWalletApi } from '../../fakes/in-memory-wallet-api';

function aWallet() {
  const editor = anEditorHarness();
  const api = new InMemoryWalletApi(editor.api, editor.clock);
  return { api, editor, wallet: new WalletService(api, editor.clock) };
}

const option = (en: string) => ({ text: { th: '', en }, imageId: null });

describe("WalletService (the creators' side)", () => {
  it('a poll breaking the domain rules is refused with 4220607000 before any request', async () => {
    const { api, wallet } = aWallet();
    await expect(
      wallet.createPoll({ question: { th: '', en: '' }, options: [option('A')], closesAt: null }),
    ).rejects.toMatchObject({
      code: ErrorCode.contentValidationFailed,
      details: { problems: ['question: write it in Thai or English', 'options: between 2 and 10'] },
    });
    expect(api.log.entries).toEqual([]);
  });

  it('a new poll must close in the future; an edit may close it now', async () => {
    const { editor, wallet } = aWallet();
    const past = editor.clock.now() - 1;
    expect(
      wallet.pollProblems({ question: { th: '', en: 'Q' }, options: [option('A'), option('B')], closesAt: past }, true),
    ).toEqual(['closes_at: must be in the future']);
    expect(
      wallet.pollProblems(
        { question: { th: '', en: 'Q' }, options: [option('A'), option('B')], closesAt: past },
        false,
      ),
    ).toEqual([]);
  });

  it('entering an ended campaign is refused with 4090607023 and reserves nothing', async () => {
    const { api, editor, wallet } = aWallet();
    api.addCampaign('k1', { startsOn: '2024-01-01', endsOn: '2024-01-31' });
    await expect(wallet.enterCampaign('k1', 'article')).rejects.toMatchObject({ code: ErrorCode.campaignEnded });
    expect(editor.api.contents.size).toBe(0);
  });
});
