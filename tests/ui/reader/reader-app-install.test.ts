import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallAppOptions } from '../../../src/infrastructure/service-worker/install-app';

const installApp = vi.fn<(options: InstallAppOptions) => Promise<void>>(() => Promise.resolve());
vi.mock('../../../src/infrastructure/service-worker/install-app', () => ({ installApp }));

const { installReaderApp } = await import('../../../src/ui/reader/reader-app-install');
const STRINGS: Record<string, string> = {
  'toast.updateAvailable': 'A new version is available',
  'toast.updateReload': 'Reload',
  'toast.close': 'Close',
};
const t = (key: string) => STRINGS[key] ?? key;

/** Starts the reader's installable app and raises "a new build is waiting" as install-app.ts would. */
function announceUpdate(): ReturnType<typeof vi.fn> {
  installReaderApp({ language: 'en', webView: false, t });
  const apply = vi.fn();
  installApp.mock.calls.at(-1)![0].onUpdate(apply);
  return apply;
}

describe('the reading pages’ update notice (spec §9 toasts: top centre, close button, 5000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    installApp.mockClear();
  });

  it('hands the page’s language and web-view mode to the installable app', () => {
    installReaderApp({ language: 'th', webView: true, t });
    expect(installApp).toHaveBeenCalledWith(expect.objectContaining({ language: 'th', webView: true }));
  });

  it('says a new version is available; Reload takes it (once)', () => {
    const apply = announceUpdate();
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    const reload = screen.getByRole('button', { name: 'Reload' });
    fireEvent.click(reload);
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button, and by itself after 5000 ms', () => {
    announceUpdate();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    announceUpdate();
    vi.advanceTimersByTime(4999);
    expect(screen.queryByRole('status')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows one notice however often the worker announces the build', () => {
    announceUpdate();
    announceUpdate();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
