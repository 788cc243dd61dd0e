import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { SIGN_IN_WISH_KEY } from '../../../src/application/shared/sign-in-wishes';
import { CopyTripButton } from '../../../src/ui/reader/my-trip/copy-trip-button';
import { englishT, goTo, readerServices } from './trip-support';

let t: Translate;
let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  t = await englishT();
  goTo('/trips/trip-1');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/trips/trip-1', search: '', hash: '' });
});
afterEach(() => vi.unstubAllGlobals());

function renderCopy(options: { signedIn: boolean; search?: string; tripId?: string; wished?: string }) {
  const built = readerServices();
  if (options.wished) built.wishes.remember('copy-trip', options.wished);
  built.session.remembered = options.signedIn;
  built.session.token = options.signedIn ? 'id-token' : null;
  built.session.held = options.signedIn ? 'held-token' : null;
  if (options.search) {
    goTo(`/trips/trip-1${options.search}`);
    vi.stubGlobal('location', { ...window.location, assign, search: options.search });
  }
  const go = vi.fn();
  const view = render(
    <CopyTripButton
      tripId={options.tripId ?? 'trip-1'}
      title="Two slow days in Bangkok"
      returnPath="/trips/trip-1"
      services={built.services}
      t={t}
      go={go}
    />,
  );
  return { ...built, go, unmount: view.unmount };
}

const button = () => screen.getByRole('button', { name: 'Copy this trip: Two slow days in Bangkok' });

describe('"Copy this trip" on a published trip: the reader gets its days and stops as a draft of their own', () => {
  it('a signed-in reader presses once, is told it is copied, and goes to the copy in the editor', async () => {
    const { tripCopyApi, go } = renderCopy({ signedIn: true });
    fireEvent.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const [copyId] = [...tripCopyApi.copies.keys()];
    expect(go).toHaveBeenCalledWith(`/my-contents/${copyId}/edit`);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to your trips as a draft.');
    expect(screen.getByRole('link', { name: 'Open your copy' })).toHaveAttribute('href', `/my-contents/${copyId}/edit`);
  });

  it('pressing again sends the same copy id, so the server answers the one copy instead of making a second', async () => {
    const { tripCopyApi, go } = renderCopy({ signedIn: true });
    fireEvent.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    fireEvent.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(2));
    expect(tripCopyApi.calls).toHaveLength(2);
    expect(new Set(tripCopyApi.calls.map((call) => call.copyId)).size).toBe(1);
    expect(tripCopyApi.copies.size).toBe(1);
  });

  it('while the copy is made the button keeps the keyboard focus, says it is busy, and a second press sends nothing', async () => {
    const { tripCopyApi, go } = renderCopy({ signedIn: true });
    const pressed = button();
    pressed.focus();
    fireEvent.click(pressed);
    const busy = screen.getByTestId('copy-trip');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(tripCopyApi.calls).toHaveLength(1);
    expect(screen.getByTestId('copy-trip')).not.toHaveAttribute('aria-disabled');
  });

  it('back on the page after deleting the copy, a press makes a new copy instead of refusing', async () => {
    const { tripCopyApi, go } = renderCopy({ signedIn: true });
    fireEvent.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const [first] = [...tripCopyApi.copies.keys()];
    tripCopyApi.deleted.add(first);
    fireEvent.click(button());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(2));
    const second = [...tripCopyApi.copies.keys()].find((id) => id !== first);
    expect(second).toBeDefined();
    expect(go).toHaveBeenLastCalledWith(`/my-contents/${second}/edit`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signed out, a press sends the reader to sign in and back with the wish to copy (spec §2 rule 5)', async () => {
    const { tripCopyApi, wishStore } = renderCopy({ signedIn: false });
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/trips/trip-1?copy=trip')}`);
    expect(tripCopyApi.calls).toEqual([]);
    expect(JSON.parse(wishStore.get(SIGN_IN_WISH_KEY) ?? 'null')).toMatchObject({
      kind: 'copy-trip',
      target: 'trip-1',
    });
  });

  it('back from signing in with ?copy=trip, the copy is made without another press and the wish leaves the address', async () => {
    const { tripCopyApi, go, wishStore } = renderCopy({ signedIn: true, search: '?copy=trip', wished: 'trip-1' });
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(tripCopyApi.copies.size).toBe(1);
    expect(new URL(window.location.href).search).not.toContain('copy=trip');
    expect(wishStore.get(SIGN_IN_WISH_KEY)).toBeNull();
  });

  it('a link carrying ?copy=trip that this tab never pressed for copies nothing (a sent link cannot copy in my name)', async () => {
    for (const wished of [undefined, 'another-trip']) {
      const { tripCopyApi, go, unmount } = renderCopy({ signedIn: true, search: '?copy=trip', wished });
      await waitFor(() => expect(new URL(window.location.href).search).not.toContain('copy=trip'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(tripCopyApi.calls).toEqual([]);
      expect(go).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('a trip that is gone says so in words, and nothing is opened', async () => {
    const { go } = renderCopy({ signedIn: true, tripId: 'gone' });
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(go).not.toHaveBeenCalled();
  });
});
