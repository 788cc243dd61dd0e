import { describe, expect, it } from 'vitest';
import { CommentsService, completeMention } from '../../../src/application/reader/comments.service';
import { shareContent } from '../../../src/application/reader/share-content.use-case';
import { aPublicContent } from '../../builders/public-content.builder';
import { InMemoryPublicContentApi } from '../../fakes/in-memory-public-content-api';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';
import { InMemoryShareTarget } from '../../fakes/in-memory-share-target';

function setup(signedIn: boolean) {
  const api = new InMemoryPublicContentApi().add(aPublicContent());
  api.users.push({ userId: 'u2', username: 'nok', displayName: 'Nok', avatarImage: null });
  const session = new InMemoryReaderSession(signedIn);
  return { api, session, comments: new CommentsService(api, session) };
}

describe('CommentsService — comments: sign-in asked only when writing one', () => {
  it('anyone reads comments and replies without the identity SDK being asked', async () => {
    const { api, session, comments } = setup(false);
    const first = api.comment('content-1', 'Lovely', undefined, 0);
    await api.postReply(first.commentId, 'Agreed');
    await expect(comments.listComments('content-1')).resolves.toMatchObject({
      totalCount: 1,
      items: [{ text: 'Lovely', replyCount: 1 }],
    });
    await expect(comments.listReplies(first.commentId)).resolves.toMatchObject({ items: [{ text: 'Agreed' }] });
    expect(session.tokenRequests).toBe(0);
    expect(comments.mayWrite()).toBe(false);
  });

  it('writing asks for the token; without a signed-in reader nothing is posted (null: ask to sign in)', async () => {
    const stale = setup(true);
    stale.session.token = null;
    await expect(stale.comments.write({ contentId: 'content-1' }, 'hello')).resolves.toBeNull();
    expect(stale.api.calls.filter((c) => c.startsWith('post'))).toEqual([]);
    const { api, comments } = setup(true);
    await expect(comments.write({ contentId: 'content-1' }, '  hello @nok  ')).resolves.toMatchObject({
      text: 'hello @nok',
      mentions: [{ username: 'nok' }],
    });
    const parent = api.comments[0];
    await expect(comments.write({ commentId: parent.commentId }, 'a reply')).resolves.toMatchObject({
      parentCommentId: parent.commentId,
    });
  });

  it('contract: empty, over-long (> 2000 code points) and control-character texts are not sent; they fail as the server would (4220607000)', async () => {
    const { api, comments } = setup(true);
    expect(comments.textProblem('   ')).toBe('empty');
    expect(comments.textProblem('😀'.repeat(2000))).toBeNull();
    expect(comments.textProblem('😀'.repeat(2001))).toBe('tooLong');
    expect(comments.textProblem('a\u0000b')).toBe('control');
    await expect(comments.write({ contentId: 'content-1' }, '   ')).rejects.toMatchObject({
      code: 4220607000,
      details: { problem: 'empty' },
    });
    await expect(comments.write({ contentId: 'content-1' }, 'x'.repeat(2001))).rejects.toMatchObject({
      code: 4220607000,
      details: { problem: 'tooLong' },
    });
    await expect(comments.write({ contentId: 'content-1' }, 'a\u0007b')).rejects.toMatchObject({
      code: 4220607000,
      details: { problem: 'control' },
    });
    expect(api.calls).toEqual([]);
  });

  it('spec §7 search-mention: the word after @ at the caret is searched, and a choice completes it', async () => {
    const { comments } = setup(true);
    expect(comments.mentionQuery('hi @no')).toBe('no');
    expect(comments.mentionQuery('mail a@no')).toBeNull();
    expect(comments.mentionQuery('hi @no there')).toBeNull();
    expect(comments.mentionQuery('(@no')).toBe('no');
    await expect(comments.suggestMentions('no')).resolves.toMatchObject([{ username: 'nok' }]);
    expect(completeMention('hi @no', 'nok')).toBe('hi @nok ');
  });

  it('mention suggestions need a signed-in reader (search-mention is a signed-in call)', async () => {
    const { api, comments } = setup(false);
    await expect(comments.suggestMentions('no')).resolves.toEqual([]);
    expect(api.calls).toEqual([]);
  });
});

describe('shareContent — share, spec §8 share failed', () => {
  const data = { title: 'T', url: 'https://travelogue.example/contents/c1' };

  it('uses the native share sheet when the device has one; closing it is not a failure', async () => {
    const target = new InMemoryShareTarget(true);
    await expect(shareContent(target, data)).resolves.toBe('shared');
    target.sheetResult = 'cancelled';
    await expect(shareContent(target, data)).resolves.toBe('cancelled');
  });

  it('falls back to copying the link', async () => {
    const target = new InMemoryShareTarget(false);
    await expect(shareContent(target, data)).resolves.toBe('copied');
    expect(target.copied).toEqual([data.url]);
  });

  it('spec §8: any failure is the "share failed" web error', async () => {
    const target = new InMemoryShareTarget(false);
    target.clipboardFails = true;
    await expect(shareContent(target, data)).rejects.toMatchObject({ messageKey: 'errors.web.shareFailed' });
    const sheet = new InMemoryShareTarget(true);
    sheet.sheetResult = new Error('NotAllowedError');
    await expect(shareContent(sheet, data)).rejects.toMatchObject({ messageKey: 'errors.web.shareFailed' });
  });
});
