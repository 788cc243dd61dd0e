import { describe, expect, it } from 'vitest';
import { InterestsService } from '../../../src/application/interests/interests.service';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { InMemoryInterestApi } from '../../fakes/in-memory-interest-api';

describe('InterestsService (onboarding interests, spec §4 Flags, §7, §8)', () => {
  it('loads every category with the chosen ones, dropping choices of categories that no longer exist', async () => {
    const api = new InMemoryInterestApi();
    api.interests = ['food', 'gone'];
    const choices = await new InterestsService(api).load();
    expect(choices.categories.map((c) => c.id)).toEqual(['beaches', 'mountains', 'food', 'culture', 'temples']);
    expect(choices.selected).toEqual(['food']);
  });

  it('saves the set without duplicates', async () => {
    const api = new InMemoryInterestApi();
    await expect(new InterestsService(api).save(['food', 'food', 'beaches'])).resolves.toEqual(['beaches', 'food']);
    expect(api.updates).toEqual([['food', 'beaches']]);
  });

  it('spec §8 5000102999 / 5000101999: failures carry the list-categories and update-interest messages', async () => {
    const api = new InMemoryInterestApi();
    api.failures.fail('listCategories', { status: { err_code: ErrorCode.fetchFailed, err_message: 'x' } });
    api.failures.fail('updateUserInterests', { status: { err_code: ErrorCode.internalUser, err_message: 'x' } });
    const service = new InterestsService(api);
    const loading = service.load();
    await expect(loading).rejects.toBeInstanceOf(AppError);
    await expect(loading).rejects.toMatchObject({ messageKey: 'errors.action.listInterestCategories' });
    await expect(service.save(['food'])).rejects.toMatchObject({ messageKey: 'errors.action.updatePersonalInterest' });
  });
});
