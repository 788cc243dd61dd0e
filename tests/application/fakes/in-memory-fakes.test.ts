import { describe, expect, it } from 'vitest';
import { MentionSearchDefaults } from '../../../src/domain/constants/business-constants';
import { aUserProfile } from '../../builders/user-profile.builder';
import { InMemoryLocale } from '../../fakes/in-memory-locale';
import { InMemorySocialUserApi } from '../../fakes/in-memory-social-user-api';
import { InMemorySupportApi } from '../../fakes/in-memory-support-api';
import { CallLog, Failures } from '../../fakes/call-log';

/** The fakes other suites (UI, stores) rely on behave like their ports promise. */
describe('in-memory fakes', () => {
  it('spec §7 §9 mention search: defaults offset 0 and limit 10, matching username or display name', async () => {
    const users = Array.from({ length: 12 }, (_, i) =>
      aUserProfile({ userId: `u${i}`, username: `somchai${i}`, displayName: `Somchai ${i}` }),
    );
    const api = new InMemorySocialUserApi([
      ...users,
      aUserProfile({ userId: 'x', username: 'malee', displayName: 'Malee' }),
    ]);

    const page = await api.searchMentionAll('somchai');

    expect({ offset: page.offset, limit: page.limit }).toEqual(MentionSearchDefaults);
    expect(page.items).toHaveLength(10);
    expect(page.totalCount).toBe(12);
    expect((await api.searchMention('MAL')).map((user) => user.userId)).toEqual(['x']);
  });

  it('spec §1 locale: changes language and knows right-to-left scripts', async () => {
    const locale = new InMemoryLocale('th');
    await locale.change('en');
    expect(locale.current()).toBe('en');
    expect(locale.isRtl('ar')).toBe(true);
    expect(locale.isRtl('th')).toBe(false);
  });

  it('support API records messages, reports and uploads with ids', async () => {
    const api = new InMemorySupportApi();
    expect(await api.contactUs({ name: 'A', email: 'a@example.com', subject: 's', message: 'm' })).toEqual({
      ticketId: 'ticket-1',
    });
    expect(await api.reportIssue({ category: 'bug', description: 'd', attachmentIds: [] })).toEqual({
      reportId: 'report-1',
    });
    expect((await api.reportUpload({ fileName: 'a.png', contentType: 'image/png' })).attachmentId).toBe('attachment-1');
  });

  it('scripted failures throw the given number of times, and the call log filters by port', () => {
    const failures = new Failures();
    failures.fail('login', new Error('once'));
    expect(() => failures.throwIfScripted('login')).toThrow('once');
    expect(() => failures.throwIfScripted('login')).not.toThrow();

    const log = new CallLog();
    log.record('authApi.login');
    log.record('profileApi.me');
    expect(log.only('profileApi')).toEqual(['profileApi.me']);
  });
});
