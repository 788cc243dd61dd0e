import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommentsService } from '../../src/application/reader/comments.service';
import type { CommentView } from '../../src/domain/content/content';
import { isAppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { PersonalInfoStore } from '../../src/ui/pages/personal-info/personal-info.store';
import { InMemoryReaderSession } from '../fakes/in-memory-reader-session';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from './helpers/test-server';

/**
 * The rules are written once (src/domain) and the SPA and the server answer alike. Each row asks
 * the SPA through its own entry point (the comments service, the personal-info store) and the server over
 * real HTTP, and compares accepted / refused-with-code. The value sent to the server is the one the SPA
 * sends (trimmed) when it accepts, and the value it holds when it refuses. Each row also names the answer
 * it expects, so both sides drifting the same way is caught too.
 */

type Answer = 'accepted' | number;

const COMMENTS = '/private/api/content-platform/comment-service/v1/contents';
const O = '/private/api/user-orchestration-service/v1';
const REFUSED_COMMENT = ErrorCode.contentValidationFailed; // 4220607000
const REFUSED_NAME = ErrorCode.validationUser; // 4220101000

const THAI = 'น้ำ'; // 3 code points
const EMOJI = '😀'; // 1 code point, 2 UTF-16 units
// DESERET CAPITAL LONG I: a letter (spec §3), 2 UTF-16 units, and no compatibility form, so it is stored as sent (a
// mathematical bold A would be stored as A, and 50 of them would look like — and be taken by — 50 a's).
const ASTRAL_LETTER = '\u{10400}';

/** The SPA's answer for a comment: CommentsService.write, with the text it would send captured. */
async function spaComment(text: string): Promise<{ answer: Answer; sent: string | null }> {
  let sent: string | null = null;
  const posted = async (_id: string, body: string) => {
    sent = body;
    return {} as CommentView;
  };
  const unused = async () => {
    throw new Error('not used');
  };
  const service = new CommentsService(
    {
      postComment: posted,
      postReply: posted,
      listComments: unused,
      listReplies: unused,
      searchMention: unused,
      editComment: unused,
      deleteComment: unused,
      myUserId: unused,
    },
    new InMemoryReaderSession(true),
  );
  try {
    await service.write({ contentId: 'c1' }, text);
    return { answer: 'accepted', sent };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { answer: error.code as number, sent: null };
  }
}

/**
 * The SPA's answer for a name: the personal-info store's own validation. A refusal there stands for the
 * server's 4220101000, or 4220101013 for an invisible character (the store keeps the form from being sent, and
 * shows why); the value is what the store would send.
 */
function spaName(kind: 'd' | 'u', value: string): { answer: Answer; sent: string } {
  const store = new PersonalInfoStore(
    { isTaken: async () => false } as never,
    { personalInfoDone: async () => undefined },
    {} as never,
    { username: null, lang: 'en' },
  );
  if (kind === 'd') store.setDisplayName(value);
  else store.setUsername(value);
  const problem = kind === 'd' ? store.displayNameProblem : store.usernameProblem;
  const sent = kind === 'd' ? store.displayNameToSend : store.username;
  store.dispose();
  return {
    answer: problem === null ? 'accepted' : problem === 'invisible' ? ErrorCode.invisibleCharacters : REFUSED_NAME,
    sent,
  };
}

const serverAnswer = (result: { status: number; body: unknown }): Answer =>
  result.status === 200 ? 'accepted' : errCode(result as Parameters<typeof errCode>[0]);

describe('rules parity: the SPA and the server answer alike', () => {
  let t: TestServer;
  let commenter: SignedInUser;
  let contentId: string;
  let renamer: SignedInUser;
  let onboarding: SignedInUser | null = null;

  beforeAll(async () => {
    t = await startTestServer('pglite', { COMMENT_RATE_LIMIT_MAX: '1000', COMMENT_RATE_LIMIT_WINDOW_MS: '60000' });
    const creator = await signedInUser(t);
    commenter = await signedInUser(t);
    contentId = randomBytes(12).toString('hex');
    await t.server.deps.db.query(
      `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version, created_at, updated_at, published_at)
       VALUES ($1, $2, 'article', 'published', NULL, 1, 1, now(), now(), now())`,
      [contentId, creator.userId],
    );
    await t.server.deps.db.query(
      `INSERT INTO content_versions (content_id, version, state, document, created_at, updated_at)
       VALUES ($1, 1, 'published', '{"title": "Street food in Yaowarat", "summary": "", "language": "en", "cover": null, "sections": [], "category_ids": []}', now(), now())`,
      [contentId],
    );
    renamer = await signedInUser(t);
    const onboarded = await t.call('PATCH', `${O}/profiles/1st`, {
      token: renamer.idToken,
      body: { display_name: 'Renamer', lang: 'en' },
    });
    expect(onboarded.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it.each<[string, string, Answer]>([
    ['contract: plain text', 'Lovely walk, thanks!', 'accepted'],
    ['contract: surrounding white space is trimmed', '  padded  \n', 'accepted'],
    ['contract: a mention with a full stop', 'thanks @someone.', 'accepted'],
    ['contract: tab and line breaks inside', 'line one\n\tline two\r\nthree', 'accepted'],
    ['contract: exactly 2000 ASCII', 'x'.repeat(2000), 'accepted'],
    ['contract: 2001 ASCII', 'x'.repeat(2001), REFUSED_COMMENT],
    ['contract: 2000 ASCII inside white space', `  ${'y'.repeat(2000)}\n`, 'accepted'],
    ['contract: 2000 emoji (4000 UTF-16 units)', EMOJI.repeat(2000), 'accepted'],
    ['contract: 2001 emoji', EMOJI.repeat(2001), REFUSED_COMMENT],
    ['contract: Thai at 2000 code points', `${THAI.repeat(666)}ab`, 'accepted'],
    ['contract: Thai at 2001 code points', THAI.repeat(667), REFUSED_COMMENT],
    ['contract: combining marks at 2000 code points', 'e\u0301'.repeat(1000), 'accepted'],
    ['contract: combining marks at 2001 code points', `${'e\u0301'.repeat(1000)}x`, REFUSED_COMMENT],
    ['contract: empty', '', REFUSED_COMMENT],
    ['contract: white space only', ' \n\t ', REFUSED_COMMENT],
    ['contract: NUL', 'a\u0000b', REFUSED_COMMENT],
    ['contract: BEL', 'a\u0007b', REFUSED_COMMENT],
    ['contract: DEL', 'a\u007Fb', REFUSED_COMMENT],
  ])('comment — %s', async (_name, text, expected) => {
    const spa = await spaComment(text);
    const server = await t.call('POST', `${COMMENTS}/${contentId}/comments`, {
      token: commenter.idToken,
      body: { text: spa.sent ?? text },
    });
    expect({ spa: spa.answer, server: serverAnswer(server) }).toEqual({ spa: expected, server: expected });
  });

  it.each<[string, string, Answer]>([
    ['ours: 3 characters', 'abc', 'accepted'],
    ['ours: 30 characters', 'u'.repeat(30), 'accepted'],
    ['ours: letters, digits, dot and underscore', 'Nok.P_2026', 'accepted'],
    ['ours: surrounding spaces are trimmed by the field', '  padded.name ', 'accepted'],
    ['ours: 2 characters', 'ab', REFUSED_NAME],
    ['ours: 31 characters', 'v'.repeat(31), REFUSED_NAME],
    ['ours: empty', '', REFUSED_NAME],
    ['ours: a hyphen', 'nok-p', REFUSED_NAME],
    ['ours: a space inside', 'no spaces', REFUSED_NAME],
    ['ours: Thai letters (URL handle)', 'นกน้อย', REFUSED_NAME],
    ['ours: an emoji', 'nok😀', REFUSED_NAME],
  ])('username — %s', async (_name, value, expected) => {
    const spa = spaName('u', value);
    const server = await t.call('PATCH', `${O}/profiles`, { token: renamer.idToken, body: { username: spa.sent } });
    // spec §5: a name may change once within 60 days; move past the window for the next row
    if (server.status === 200) t.clock.advanceDays(61);
    expect({ spa: spa.answer, server: serverAnswer(server) }).toEqual({ spa: expected, server: expected });
  });

  it.each<[string, string, Answer]>([
    ['spec §5: one character', 'N', 'accepted'],
    ['ours: exactly 50', 'a'.repeat(50), 'accepted'],
    ['ours: 50 inside white space', `  ${'c'.repeat(50)}  `, 'accepted'],
    ['spec §3: Thai with vowel and tone marks', 'นกน้อย ใจดี', 'accepted'],
    ['ours: Thai at 50 code points', `${THAI.repeat(16)}กข`, 'accepted'],
    ['ours: 50 astral letters (100 UTF-16 units)', ASTRAL_LETTER.repeat(50), 'accepted'],
    ['spec §3: combining accents', 'Cafe\u0301 Nok', 'accepted'],
    ['spec §3: punctuation, numbers and currency', 'Nok (2026) ฿', 'accepted'],
    ['ours: 51', 'b'.repeat(51), REFUSED_NAME],
    ['ours: Thai at 51 code points', THAI.repeat(17), REFUSED_NAME],
    ['ours: 51 astral letters', ASTRAL_LETTER.repeat(51), REFUSED_NAME],
    ['spec §5: empty', '', REFUSED_NAME],
    ['spec §5: white space only', '   ', REFUSED_NAME],
    ['spec §3: an emoji', 'Hello 😀', REFUSED_NAME],
    ['spec §3: a tab inside', 'Nok\tP', REFUSED_NAME],
    ['ours: a zero-width joiner is invisible', 'No\u200Dk', ErrorCode.invisibleCharacters],
    ['ours: a right-to-left override is invisible', '\u202ENok', ErrorCode.invisibleCharacters],
    ['ours: a no-break space is a space', 'Nok\u00A0Parity', 'accepted'],
    ['ours: fullwidth letters are letters', 'Ｐａｒｉｔｙ', 'accepted'],
  ])('display name — %s', async (_name, value, expected) => {
    const spa = spaName('d', value);
    // PATCH profiles/1st is what the personal-info store sends; it succeeds once per account: a new one after each success
    onboarding ??= await signedInUser(t);
    const server = await t.call('PATCH', `${O}/profiles/1st`, {
      token: onboarding.idToken,
      body: { display_name: spa.sent, lang: 'en' },
    });
    if (server.status === 200) onboarding = null;
    expect({ spa: spa.answer, server: serverAnswer(server) }).toEqual({ spa: expected, server: expected });
  });
});
