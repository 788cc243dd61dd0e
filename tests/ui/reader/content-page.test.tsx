import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentsService } from '../../../src/application/reader/comments.service';
import { CreatorProfileService } from '../../../src/application/reader/creator-profile.service';
import { LocationPageService } from '../../../src/application/reader/location-page.service';
import { MapPlacesService } from '../../../src/application/reader/map-places.service';
import { OnwardReadingService } from '../../../src/application/reader/onward-reading.service';
import { ReaderService } from '../../../src/application/reader/reader.service';
import type { PublicContent } from '../../../src/domain/content/content';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../src/infrastructure/reader/reader-services';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import ContentPage from '../../../src/ui/reader/content/content.page';
import { aPublicContent } from '../../builders/public-content.builder';
import { InMemoryCreatorContentsApi } from '../../fakes/in-memory-creator-contents-api';
import { InMemoryGeolocation } from '../../fakes/in-memory-geolocation';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryLocationPageApi } from '../../fakes/in-memory-location-page-api';
import { InMemoryMapPlacesApi } from '../../fakes/in-memory-map-places-api';
import { InMemoryPlaceContentsApi } from '../../fakes/in-memory-place-contents-api';
import { InMemoryPublicContentApi } from '../../fakes/in-memory-public-content-api';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';
import { InMemoryShareTarget } from '../../fakes/in-memory-share-target';
import { walletServices } from './wallet-support';

/** Tuesday 2025-01-07 10:00 in Bangkok: Wat Arun (08.00–18.00) is open. */
const NOW = Date.UTC(2025, 0, 7, 3, 0);
const t: Translate = createTranslator(en, enView, enReader);

interface World {
  api: InMemoryPublicContentApi;
  session: InMemoryReaderSession;
  share: InMemoryShareTarget;
  sessionStore: InMemoryKeyValueStore;
}

function world(content: PublicContent | null = aPublicContent(), signedIn = false): World {
  const api = new InMemoryPublicContentApi();
  if (content) api.add(content);
  api.users.push({ userId: 'u2', username: 'nok', displayName: 'Nok', avatarImage: null });
  return {
    api,
    session: new InMemoryReaderSession(signedIn),
    share: new InMemoryShareTarget(false),
    sessionStore: new InMemoryKeyValueStore(),
  };
}

function servicesOf(w: World): ReaderServices {
  let n = 0;
  return {
    reader: new ReaderService({
      api: w.api,
      sessionStore: w.sessionStore,
      random: { randomState: () => `session-${++n}-abcdef` },
    }),
    comments: new CommentsService(w.api, w.session),
    session: w.session,
    share: w.share,
    creators: new CreatorProfileService(new InMemoryCreatorContentsApi()),
    onward: new OnwardReadingService(new InMemoryCreatorContentsApi(), new InMemoryPlaceContentsApi()),
    location: new LocationPageService(new InMemoryLocationPageApi(), new InMemoryGeolocation()),
    places: new MapPlacesService(new InMemoryMapPlacesApi(() => NOW), new InMemoryGeolocation()),
    ...walletServices(w.session, () => NOW).services,
    now: () => NOW,
  };
}

function renderPage(w: World, initialData: unknown = null) {
  return render(
    <StrictMode>
      <ContentPage initialData={initialData} services={servicesOf(w)} t={t} lang="en" />
    </StrictMode>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/contents/content-1');
});

describe('/contents/[id] (spec §2 public route Reading)', () => {
  it('spec §2: draws the embedded content at once — no overlay, no skeleton, no request for the content', () => {
    const w = world();
    renderPage(w, aPublicContent());
    expect(screen.getByRole('heading', { level: 1, name: 'เช้าที่วัดอรุณ' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    expect(document.querySelector('.app-overlay')).toBeNull();
    expect(w.api.calls.some((c) => c.startsWith('getPublicContent'))).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders every section: text, image with caption and blurhash cover, location with opening status and map', async () => {
    renderPage(world());
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'เช้าที่วัดอรุณ' })).toBeInTheDocument();
    expect(screen.getByText('ไปวัดอรุณ').tagName).toBe('STRONG');
    const cover = screen.getByAltText('Cover photo of เช้าที่วัดอรุณ');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '1200');
    expect(document.querySelector('canvas[data-blurhash]')).not.toBeNull();
    const photo = screen.getByAltText('The prang at dawn');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('height', '1000');
    expect(screen.getByText('The prang at dawn', { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getAllByText('Wat Arun').length).toBeGreaterThan(0);
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText(/closes at 18:00/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map showing Wat Arun' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Somchai' })).toHaveAttribute('href', '/profiles/somchai');
    expect(screen.getByRole('heading', { level: 2, name: 'Places in this story' })).toBeInTheDocument();
  });

  it('text is sanitized again before rendering — script, handlers and javascript: links are dropped', async () => {
    const html =
      '<p>safe</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"><a href="javascript:alert(1)">bad link</a><a href="https://example.com">good</a>';
    renderPage(world(aPublicContent({ sections: [{ sectionId: 't', type: 'text', html }] })));
    const text = (await screen.findByText('safe')).closest('.cv-text')!;
    expect(text.querySelector('script, img, [onerror]')).toBeNull();
    expect(text.innerHTML).not.toContain('__pwned');
    expect(within(text as HTMLElement).getByText('bad link')).not.toHaveAttribute('href');
    const good = within(text as HTMLElement).getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(good).toHaveAttribute('target', '_blank');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('view count: counted once per session, a reload in the same session shows the count without counting', async () => {
    const w = world(aPublicContent({ viewCount: 10 }));
    const first = renderPage(w, aPublicContent({ viewCount: 10 }));
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent('11 views'));
    first.unmount();
    renderPage(w, aPublicContent({ viewCount: 11 }));
    await waitFor(() => expect(w.api.calls).toContain('getCounts:content-1'));
    expect(screen.getByTestId('view-count')).toHaveTextContent('11 views');
    expect(w.api.calls.filter((c) => c.startsWith('countView'))).toHaveLength(1);
  });

  it('sign-in asked only when writing: an anonymous reader sees "Sign in to comment" back to this page', async () => {
    const w = world();
    renderPage(w);
    const link = await screen.findByRole('link', { name: 'Sign in to comment' });
    expect(link).toHaveAttribute('href', '/login?redirectUrl=/contents/content-1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('No comments yet. Be the first to write one.')).toBeInTheDocument();
    expect(w.session.tokenRequests).toBe(0);
  });

  it('a signed-in reader writes a comment with an @mention chosen from search-mention suggestions', async () => {
    const user = userEvent.setup();
    const w = world(aPublicContent(), true);
    renderPage(w);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Thanks @no');
    const suggestion = await screen.findByRole('option', { name: /@nok/ });
    await user.click(suggestion);
    expect(box).toHaveValue('Thanks @nok ');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const posted = await screen.findByText('@nok');
    expect(posted.closest('a')).toHaveAttribute('href', '/profiles/nok');
    expect(box).toHaveValue('');
    expect(w.api.calls).toContain('postComment:Thanks @nok');
  });

  it('@mention suggestions are a listbox chosen with the keyboard: arrows move (aria-activedescendant), Enter and Tab choose, Escape closes', async () => {
    const user = userEvent.setup();
    const w = world(aPublicContent(), true);
    w.api.users.push(
      { userId: 'u3', username: 'nan', displayName: 'Nan', avatarImage: null },
      { userId: 'u4', username: 'noi', displayName: 'Noi', avatarImage: null },
    );
    renderPage(w);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'Ask @n');
    const list = await screen.findByRole('listbox', { name: 'People you can mention' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['@nok Nok', '@nan Nan', '@noi Noi']);
    expect(box).toHaveAttribute('aria-controls', list.id);
    const activeOption = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(activeOption()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/3 people to mention/)).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options[2]);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(activeOption()).toBe(options[0]);
    await user.keyboard('{ArrowUp}'); // and back to the last
    expect(activeOption()).toBe(options[2]);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @noi ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveFocus();

    await user.type(box, 'and @na');
    await screen.findByRole('option', { name: /@nan/ });
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Ask @noi and @nan ');
    expect(box).toHaveFocus();

    await user.type(box, '@no');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // With the list closed, Enter is a new line again.
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @noi and @nan @no\n');
  });

  it("contract: the counter counts code points (the server's rule); over 2000 or with a control character the post button is off and the reason shown", async () => {
    const w = world(aPublicContent(), true);
    renderPage(w);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(box).not.toHaveAttribute('maxlength');
    fireEvent.change(box, { target: { value: '😀'.repeat(2000) } });
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeEnabled();
    fireEvent.change(box, { target: { value: `${'น้ำ'.repeat(667)}` } });
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByText('Too long: at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'hi\u0007' } });
    expect(screen.getByText('Remove the invisible control characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(w.api.calls.filter((call) => call.startsWith('post'))).toEqual([]);
  });

  it('a comment written on the page counts at once in the stats next to the views', async () => {
    const user = userEvent.setup();
    const w = world(aPublicContent({ commentCount: 2 }), true);
    renderPage(w, aPublicContent({ commentCount: 2 }));
    const stats = (await screen.findByTestId('view-count')).parentElement!;
    await waitFor(() => expect(stats).toHaveTextContent(/views\s*2 comments/));
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(stats).toHaveTextContent(/views\s*3 comments/));
  });

  it('spec §7: the count at the top and the comments heading show the same number (comments and replies together), right on first load', async () => {
    // The server's truth: 2 comments and 1 reply (the fake's counts add its top-level comments to the stored 1).
    const w = world(aPublicContent({ commentCount: 1 }));
    w.api.comment('content-1', 'first');
    w.api.comment('content-1', 'second', undefined, 1);
    renderPage(w, aPublicContent({ commentCount: 3 }));
    expect(screen.getByTestId('comment-count')).toHaveTextContent('3 comments');
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeInTheDocument();
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('comment-count')).toHaveTextContent('3 comments');
  });

  it('a remembered sign-in that has expired turns the box into "Sign in to comment" instead of posting', async () => {
    const user = userEvent.setup();
    const w = world(aPublicContent(), true);
    w.session.token = null;
    renderPage(w);
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(w.api.calls.some((c) => c.startsWith('postComment'))).toBe(false);
  });

  it('comments are paged (10 at a time) and replies open under their comment', async () => {
    const user = userEvent.setup();
    const w = world();
    for (let i = 1; i <= 12; i++) w.api.comment('content-1', `comment number ${i}`);
    await w.api.postReply(w.api.comments[0].commentId, 'first reply');
    renderPage(w);
    expect(await screen.findByText('comment number 10')).toBeInTheDocument();
    expect(screen.queryByText('comment number 11')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (12)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('comment number 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View replies (1)' }));
    expect(await screen.findByText('first reply')).toBeInTheDocument();
  });

  it('share: without a share sheet the link is copied and the reader is told', async () => {
    const user = userEvent.setup();
    const w = world();
    renderPage(w, aPublicContent());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied. Paste it anywhere to share.')).toBeInTheDocument();
    expect(w.share.copied).toEqual([`${window.location.origin}/contents/content-1`]);
  });

  it('spec §8 share failed: a refused clipboard shows the share-failed message', async () => {
    const user = userEvent.setup();
    const w = world();
    w.share.clipboardFails = true;
    renderPage(w, aPublicContent());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.web.shareFailed);
  });

  it('spec §8 4040607004: a missing or unpublished content shows the not-found state', async () => {
    renderPage(world(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available' })).toBeInTheDocument();
    expect(screen.getByText(en.errors.contentNotFound)).toBeInTheDocument();
  });

  it('a failed load shows the error with a retry that loads the content', async () => {
    const user = userEvent.setup();
    const w = world();
    w.api.failing.getPublicContent = new Error('offline');
    renderPage(w);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this story' })).toBeInTheDocument();
    delete w.api.failing.getPublicContent;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'เช้าที่วัดอรุณ' })).toBeInTheDocument();
  });
});
