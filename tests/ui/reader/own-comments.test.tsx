import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CommentsService } from '../../../src/application/reader/comments.service';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../src/infrastructure/reader/reader-services';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import { CommentsSection } from '../../../src/ui/reader/content/comments-section';
import { aPublicContent } from '../../builders/public-content.builder';
import { InMemoryPublicContentApi } from '../../fakes/in-memory-public-content-api';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';

const NOW = Date.UTC(2025, 0, 7, 3, 0);
const english: Translate = createTranslator(en, enView, enReader);
const ME = { userId: 'reader-1', username: 'reader', displayName: 'Reader', avatarImage: null };
const NOK = { userId: 'u2', username: 'nok', displayName: 'Nok', avatarImage: null };

function world(signedIn = true) {
  const api = new InMemoryPublicContentApi().add(aPublicContent({ commentCount: 0 }));
  api.me = signedIn ? ME.userId : null;
  const session = new InMemoryReaderSession(signedIn);
  const services = { comments: new CommentsService(api, session), reports: {} } as unknown as ReaderServices;
  return { api, services };
}

function renderSection(w: ReturnType<typeof world>, t: Translate = english, count = 0) {
  return render(
    <StrictMode>
      <CommentsSection contentId="content-1" services={w.services} t={t} now={NOW} commentCount={count} />
    </StrictMode>,
  );
}

const itemOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

/** A person's control over their own words on the reader's comment thread: Edit and Delete on their own only. */
describe('my own comments on the reading page', () => {
  it('the author sees Edit and Delete on their comment only; others’ comments offer Report instead', async () => {
    const w = world();
    w.api.comment('content-1', 'My words', ME);
    w.api.comment('content-1', 'Nok’s words', NOK);
    renderSection(w);
    const mine = await itemOf('My words');
    expect(await within(mine).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByTestId('report-button')).not.toBeInTheDocument();
    const theirs = await itemOf('Nok’s words');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).getByTestId('report-button')).toBeInTheDocument();
  });

  it('an anonymous reader sees no Edit or Delete, and nobody is asked who they are', async () => {
    const w = world(false);
    w.api.comment('content-1', 'My words', ME);
    renderSection(w);
    const item = await itemOf('My words');
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(w.api.calls.some((call) => call.startsWith('myUserId'))).toBe(false);
  });

  it('editing: the new words replace the old, marked "edited"; a text the rules refuse keeps Save off', async () => {
    const user = userEvent.setup();
    const w = world();
    w.api.comment('content-1', 'Helo everyone', ME);
    renderSection(w);
    await user.click(await within(await itemOf('Helo everyone')).findByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Helo everyone');
    await user.clear(field);
    await user.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Hello everyone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const item = await itemOf('Hello everyone');
    expect(within(item).getByTestId('comment-edited')).toHaveTextContent(/edited .* ago/);
    expect(w.api.calls).toContain('editComment:comment-1:Hello everyone');
  });

  it('deleting asks to confirm: Cancel keeps it; confirmed, it leaves and the count falls', async () => {
    const user = userEvent.setup();
    const w = world();
    w.api.comment('content-1', 'Keep me', NOK);
    w.api.comment('content-1', 'Oops', ME);
    renderSection(w, english, 2);
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    await user.click(await within(await itemOf('Oops')).findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this comment? Its words cannot be brought back.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(w.api.calls.some((call) => call.startsWith('deleteComment'))).toBe(false);
    await user.click(within(await itemOf('Oops')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Oops')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('a deleted comment with replies stays as "deleted" with its replies under it', async () => {
    const user = userEvent.setup();
    const w = world();
    const top = w.api.comment('content-1', 'Question?', ME);
    w.api.me = NOK.userId;
    w.api.writer = NOK;
    await w.api.postReply(top.commentId, 'An answer');
    w.api.me = ME.userId;
    renderSection(w, english, 2);
    await user.click(await within(await itemOf('Question?')).findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('comment-deleted')).toHaveTextContent('This comment was deleted.');
    expect(screen.queryByText('Question?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View replies (1)' }));
    expect(await screen.findByText('An answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('a comment a deleted account left is shown by "Deleted user"', async () => {
    const w = world(false);
    const gone = { userId: 'gone', username: null, displayName: null, avatarImage: null };
    const top = w.api.comment('content-1', '', gone, 1);
    w.api.comments[w.api.comments.indexOf(top)] = { ...top, deleted: true };
    renderSection(w);
    const item = (await screen.findByTestId('comment-deleted')).closest('li')!;
    expect(within(item).getByText('Deleted user')).toBeInTheDocument();
  });

  it('Thai: the controls, the confirmation and the placeholder speak Thai', async () => {
    const user = userEvent.setup();
    const w = world();
    w.api.comment('content-1', 'ของฉัน', ME);
    renderSection(w, createTranslator(th, thView, thReader));
    const item = await itemOf('ของฉัน');
    expect(await within(item).findByRole('button', { name: 'แก้ไข' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'ลบ' }));
    expect(screen.getByText('ลบความคิดเห็นนี้ใช่ไหม ข้อความที่ลบแล้วจะกู้คืนไม่ได้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ใช่ ลบเลย' })).toBeInTheDocument();
  });
});
