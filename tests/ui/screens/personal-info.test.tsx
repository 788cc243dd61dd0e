import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { ImageTools } from '../../../src/ui/pages/personal-info/image-tools';
import { PersonalInfoStore } from '../../../src/ui/pages/personal-info/personal-info.store';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

/** A signed-in user whose mandatory fields are missing: the gate sends them here (spec §2 rule 4). */
function needsPersonalInfo() {
  const fakes = aSignedInApp();
  fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
  return fakes;
}

const backendError = (code: number) => ({ status: { err_code: code, err_message: `code ${code}` } });

describe('/onboard/personal-info (spec §2 rule 4, §3 allowed text, §5 uniqueness, §8)', () => {
  it('spec §5 by=d: the display name is checked for uniqueness as typed', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.taken.set('d', new Set(['Somchai Travels']));
    renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Somchai Travels');
    expect(await screen.findByText('This name is already taken. Please choose another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByLabelText('Display name'), ' 2');
    expect(await screen.findByText('Available.')).toBeInTheDocument();
    expect(fakes.auth.log.entries.filter((e) => e === 'profileApi.existsOrNot:d').length).toBeLessThanOrEqual(2);
  });

  it('spec §5 by=u: a changed username is checked as typed; the pattern is explained', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.taken.set('u', new Set(['taken.name']));
    renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Username');
    await waitFor(() => expect(field).toHaveValue('somchai'));
    await user.clear(field);
    await user.type(field, 'taken.name');
    expect(await screen.findByText('This name is already taken. Please choose another.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'no');
    expect(await screen.findByText('Use 3 to 30 letters, numbers, dots or underscores.')).toBeInTheDocument();
  });

  it('spec §3 allowed text: an emoji in the display name is refused without asking the server', async () => {
    const fakes = needsPersonalInfo();
    renderApp('/onboard/personal-info', fakes);
    await userEvent.setup().type(await screen.findByLabelText('Display name'), 'Beach 🏖');
    expect(await screen.findByText(/no emoji/)).toBeInTheDocument();
    expect(fakes.auth.log.entries).not.toContain('profileApi.existsOrNot:d');
  });

  it.each([
    ['a Cyrillic А in place of the Latin A', '\u0410lice Wanderer'],
    ['fullwidth letters', 'Ａｌｉｃｅ Wanderer'],
    ['a no-break space', 'Alice\u00A0Wanderer'],
  ])(
    'spec §5 by=d, spec §8 4000101001: a look-alike of a taken name (%s) shows the name-taken message',
    async (_what, lookAlike) => {
      const fakes = needsPersonalInfo();
      fakes.auth.userProfileApi.taken.set('d', new Set(['Alice Wanderer']));
      renderApp('/onboard/personal-info', fakes);
      await userEvent.setup().type(await screen.findByLabelText('Display name'), lookAlike);
      expect(await screen.findByText('This name is already taken. Please choose another.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
  );

  it('ours 4220101013: an invisible character in the display name is explained without asking the server', async () => {
    const fakes = needsPersonalInfo();
    renderApp('/onboard/personal-info', fakes);
    await userEvent.setup().type(await screen.findByLabelText('Display name'), 'Alice\u200BWanderer');
    expect(await screen.findByText(/Remove the invisible characters/)).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(fakes.auth.log.entries).not.toContain('profileApi.existsOrNot:d');
  });

  it('ours 4220101013 from the server (a client that let it through) marks the display name with its message', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.failures.fail('updateFirstProfile', backendError(ErrorCode.invisibleCharacters));
    renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Somchai');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/characters nobody can see/)).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the display name is sent as the server stores it: NFKC, one plain space, trimmed', async () => {
    const fakes = needsPersonalInfo();
    const app = renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Ｓｏｍｃｈａｉ\u00A0\u00A0J. ');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-interest'));
    expect(fakes.auth.userProfileApi.firstUpdates.map((u) => u.displayName)).toEqual(['Somchai J.']);
  });

  it('submits PATCH profiles/1st with name, language and referral code, marks personal info done and goes to interests', async () => {
    const fakes = needsPersonalInfo();
    const app = renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Somchai J.');
    await user.selectOptions(screen.getByLabelText('Your language'), 'th');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'friend1');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-interest'));
    expect(fakes.auth.userProfileApi.firstUpdates).toEqual([
      { displayName: 'Somchai J.', avatarImageHash: null, lang: 'th', referralCode: 'friend1' },
    ]);
    expect(app.store.auth.state.needUpdatePersonalInfo).toBe(false);
    expect(app.store.auth.state.showDownloadApp).toBe(true);
  });

  it('spec §8 4000101001: a name taken meanwhile shows the duplicated-username field error', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.failures.fail('updateFirstProfile', backendError(ErrorCode.duplicateName));
    const app = renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Raced Name');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This name is already taken. Please choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/onboard/personal-info');
  });

  it('spec §8 4040101005: an unknown referral code is shown on the referral field', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.failures.fail('updateFirstProfile', backendError(ErrorCode.referralCodeNotFound));
    renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Somchai');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'nobody');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This referral code does not exist.')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('spec §8 4090101002: a first update already done simply moves on', async () => {
    const fakes = needsPersonalInfo();
    fakes.auth.userProfileApi.failures.fail('updateFirstProfile', backendError(ErrorCode.firstProfileUpdateDone));
    const app = renderApp('/onboard/personal-info', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Somchai');
    await screen.findByText('Available.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-interest'));
  });
});

describe('personal-info avatar: rotate, compress, upload with progress (PersonalInfoStore)', () => {
  const bitmap = { width: 3000, height: 2000 } as ImageBitmap;
  function tools(): ImageTools & { renders: [number, number][]; puts: string[] } {
    const renders: [number, number][] = [];
    const puts: string[] = [];
    return {
      renders,
      puts,
      loadImage: vi.fn(async () => bitmap),
      renderImage: vi.fn(async (_image: ImageBitmap, turns: number, maxPx: number) => {
        renders.push([turns, maxPx]);
        return new Blob(['x'.repeat(maxPx === 1024 ? 300 : 100)], { type: 'image/webp' });
      }),
      putWithProgress: vi.fn(async (url: string, _blob: Blob, onProgress: (f: number) => void) => {
        puts.push(url);
        onProgress(0.5);
        onProgress(1);
      }),
      previewUrl: () => 'blob:preview',
      revokePreview: vi.fn(),
    };
  }

  it('rotates in 90° steps, uploads the ≤1024 px image and its thumbnail to the presigned URLs, then sends the hash', async () => {
    const fakes = needsPersonalInfo();
    const images = tools();
    const progress: number[] = [];
    const store = new PersonalInfoStore(fakes.auth.profileService, { personalInfoDone: vi.fn() }, images, {
      username: 'somchai',
      lang: 'en',
    });
    const put = images.putWithProgress;
    images.putWithProgress = async (url, blob, onProgress) => {
      progress.push(store.uploadProgress ?? -1);
      await put(url, blob, (f) => {
        onProgress(f);
        progress.push(store.uploadProgress ?? -1);
      });
    };
    await store.pickAvatar(new Blob(['raw']));
    await store.rotate();
    await store.rotate();
    expect(store.quarterTurns).toBe(2);
    store.setDisplayName('Somchai');
    await store.check('d', 'Somchai');
    expect(await store.submit()).toBe(true);
    expect(images.renders).toEqual(
      expect.arrayContaining([
        [2, 1024],
        [2, 256],
      ]),
    );
    expect(images.puts).toEqual([
      'http://localhost/uploads/avatar?sig=1',
      'http://localhost/uploads/avatar-thumb?sig=1',
    ]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(fakes.auth.userProfileApi.firstUpdates[0].avatarImageHash).toBe('avatar-hash-1');
    store.dispose();
  });

  it('spec §8 web-side: an image the browser cannot decode shows the load-image message', async () => {
    const images = tools();
    images.loadImage = async () => {
      const { AppError } = await import('../../../src/domain/errors/app-error');
      throw new AppError({ code: 9999, messageKey: 'errors.web.loadImage' });
    };
    const store = new PersonalInfoStore(aSignedInApp().auth.profileService, { personalInfoDone: vi.fn() }, images, {
      username: null,
      lang: 'th',
    });
    await store.pickAvatar(new Blob(['not an image']));
    expect(store.error?.messageKey).toBe('errors.web.loadImage');
    expect(store.avatarPreview).toBeNull();
  });
});
