import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { SaveButton } from '../../../src/ui/reader/save/save-button';
import { englishT, goTo, readerServices } from './trip-support';

let t: Translate;
let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  t = await englishT();
  goTo('/contents/c-1');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/contents/c-1', search: '', hash: '' });
});
afterEach(() => vi.unstubAllGlobals());

/** signedIn: a sign-in is remembered; held: the app also holds a fresh token (no identity SDK needed). */
function renderSave(options: { signedIn: boolean; held?: boolean; search?: string; wished?: boolean }) {
  const built = readerServices();
  if (options.wished) built.wishes.remember('save', 'content:c-1'); // this tab pressed Save before signing in
  built.session.remembered = options.signedIn;
  built.session.token = options.signedIn ? 'id-token' : null;
  built.session.held = options.held === false || !options.signedIn ? null : 'held-token';
  built.savedApi.titles.set('c-1', 'A slow morning at Wat Pho');
  if (options.search) {
    goTo(`/contents/c-1${options.search}`);
    vi.stubGlobal('location', { ...window.location, assign, search: options.search });
  }
  render(
    <SaveButton
      kind="content"
      targetId="c-1"
      title="A slow morning at Wat Pho"
      returnPath="/contents/c-1"
      services={built.services}
      t={t}
    />,
  );
  return built;
}

describe('Save on a reading page: a reader keeps a content or a place', () => {
  it('a signed-in reader saves with one press, is told where to find it, and can let it go again', async () => {
    const { savedApi } = renderSave({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' });
    await waitFor(() => expect(savedApi.calls).toEqual(['status content']));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    const saved = await screen.findByRole('button', { name: 'Saved A slow morning at Wat Pho' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('link', { name: 'See everything you saved' })).toHaveAttribute('href', '/saved');
    expect(savedApi.items.map((item) => item.targetId)).toEqual(['c-1']);

    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save A slow morning at Wat Pho' });
    expect(screen.getByRole('status')).toHaveTextContent('Removed from Saved.');
    expect(savedApi.items).toEqual([]);
  });

  it('while a save is sent the button keeps the keyboard focus, says it is busy, and a second press sends nothing', async () => {
    const { savedApi } = renderSave({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' });
    await waitFor(() => expect(savedApi.calls).toEqual(['status content']));
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Saved A slow morning at Wat Pho' });
    expect(savedApi.items.map((item) => item.targetId)).toEqual(['c-1']);
    expect(savedApi.calls.filter((call) => call !== 'status content')).toHaveLength(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows what is already saved once the signed-in reader is known', async () => {
    const built = readerServices();
    built.session.remembered = true;
    built.session.token = 'id-token';
    built.session.held = 'held-token';
    built.savedApi.titles.set('c-1', 'A slow morning at Wat Pho');
    await built.savedApi.save('content', 'c-1');
    render(
      <SaveButton
        kind="content"
        targetId="c-1"
        title="Wat Pho"
        returnPath="/contents/c-1"
        services={built.services}
        t={t}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Saved Wat Pho' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('with no token at hand the page view asks nothing and loads no identity SDK; the press does (sign-in asked only when writing)', async () => {
    const { savedApi, session } = renderSave({ signedIn: true, held: false });
    const button = screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([savedApi.calls, session.tokenRequests]).toEqual([[], 0]);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /^Saved / })).toHaveAttribute('aria-pressed', 'true');
    expect(session.tokenRequests).toBe(1);
  });

  it('an anonymous reader asks nothing on load, and a press sends them to sign in and back to save (spec §2 rule 5)', async () => {
    const built = renderSave({ signedIn: false });
    const { savedApi, session } = built;
    fireEvent.click(screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/contents/c-1?save=content')}`);
    expect(savedApi.calls).toEqual([]);
    expect(session.tokenRequests).toBe(0);
    expect(built.wishes.take('save', 'content:c-1')).toBe(true); // this tab remembers the press for the return
  });

  it('back from signing in with ?save=content, the save is made and the wish leaves the address', async () => {
    const { savedApi } = renderSave({ signedIn: true, search: '?save=content&lang=th', wished: true });
    expect(await screen.findByRole('button', { name: /^Saved / })).toHaveAttribute('aria-pressed', 'true');
    expect(savedApi.items.map((item) => item.targetId)).toEqual(['c-1']);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/contents/c-1?lang=th');
  });

  it('a link carrying ?save=content that this tab never pressed for saves nothing (a sent link cannot save in my name)', async () => {
    const { savedApi } = renderSave({ signedIn: true, search: '?save=content&lang=th' });
    await waitFor(() => expect(savedApi.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'false');
    expect(savedApi.items).toEqual([]);
    expect(`${document.location.pathname}${document.location.search}`).toBe('/contents/c-1?lang=th');
  });

  it('on a place\'s page: "saved by N" is shown, asked without a token, and follows the reader\'s own save', async () => {
    const built = readerServices();
    built.session.remembered = true;
    built.session.token = 'id-token';
    built.savedApi.titles.set('loc-pho', 'Wat Pho');
    built.savedApi.othersSaved.set('loc-pho', 2);
    render(
      <SaveButton
        showCount
        kind="place"
        targetId="loc-pho"
        title="Wat Pho"
        returnPath="/map/location/loc-pho"
        services={built.services}
        t={t}
      />,
    );
    expect(await screen.findByText('Saved by 2 readers')).toBeInTheDocument();
    expect(built.session.tokenRequests).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save Wat Pho' }));
    expect(await screen.findByText('Saved by 3 readers')).toBeInTheDocument();
  });

  it('a refusal is said in words (spec §8) and the button stays as it was', async () => {
    const { savedApi } = renderSave({ signedIn: true });
    await waitFor(() => expect(savedApi.calls).toEqual(['status content']));
    savedApi.failNext = ErrorCode.contentNotFound;
    fireEvent.click(screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Save A slow morning at Wat Pho' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
