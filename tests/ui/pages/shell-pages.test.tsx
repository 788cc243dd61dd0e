import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../src/application/ports/support-api.port';
import { AppError } from '../../../src/domain/errors/app-error';
import { matchesRoute, Routes } from '../../../src/domain/routing/routes';
import en from '../../../src/infrastructure/i18n/locales/en/pages-shell.json';
import th from '../../../src/infrastructure/i18n/locales/th/pages-shell.json';
import { pageModuleExists } from '../../../src/ui/routes/lazy-page';
import { ROUTE_PAGES } from '../../../src/ui/routes/app-routes';
import { JOBS } from '../../../src/ui/pages/jobs/jobs.data';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp, renderApp } from '../support/render-app';

const leafKeys = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('spec §2 Screens and routes: registration', () => {
  it.each(Object.values(Routes))('spec §2: %s is registered with a page', (path) => {
    const sample = path.replace(/:[^/]+/g, 'x');
    expect(ROUTE_PAGES.some((route) => route.path !== '*' && matchesRoute(sample, route.path))).toBe(true);
  });

  it.each([...new Set(ROUTE_PAGES.map((route) => route.page))])(
    'the page module of "%s" exists at pages/<name>/<name>.page.tsx',
    (page) => {
      expect(pageModuleExists(page)).toBe(true);
    },
  );

  it('an unknown path shows a signed-in user the not-found page with a link home, inside the shell', async () => {
    const fakes = anApp();
    fakes.auth.authProvider.restoreSession(anAuthUser());
    renderApp('/no/such/page', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/dashboard');
  });

  it('spec §2 gate rule 5: an unknown path is not public, so an anonymous visitor is asked to sign in', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.location()).toBe('/login?redirectUrl=%2Fno%2Fsuch%2Fpage'));
  });

  it('spec §1: every shell string exists in th and en', () => {
    expect(leafKeys(th).sort()).toEqual(leafKeys(en).sort());
  });
});

describe('informational pages', () => {
  it.each(JOBS.map((job) => [job.path, (en.jobs.list as Record<string, { title: string }>)[job.slug].title]))(
    'spec §2: %s shows its job from the one data file',
    async (path, title) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Apply through the contact form' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
    },
  );

  it('spec §2: /jobs lists the six positions', async () => {
    renderApp('/jobs');
    const openings = await screen.findByRole('region', { name: 'Open positions' });
    expect(
      within(openings)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(JOBS.map((job) => job.path));
  });

  it('spec §4 Flags: download-app "done" turns the prompt off and continues to /dashboard', async () => {
    const fakes = anApp();
    fakes.auth.authProvider.restoreSession(anAuthUser());
    const app = renderApp('/download-app', fakes);
    await waitFor(() => expect(app.store.auth.isSignedIn).toBe(true));
    app.store.auth.auth.interestsDone();
    expect(app.store.auth.state.showDownloadApp).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to my dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(app.store.auth.state.showDownloadApp).toBe(false);
  });

  it('spec §2 §6: account-disabled links to help-and-support and signs out', async () => {
    const fakes = anApp();
    fakes.auth.authProvider.restoreSession(anAuthUser());
    fakes.auth.authProvider.failures.fail('getIdToken', { code: 'auth/user-disabled', message: 'disabled' });
    const app = renderApp('/account-disabled', fakes);
    expect(await screen.findByRole('link', { name: 'Go to help and support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(fakes.auth.authProvider.currentUser()).toBeNull();
  });
});

describe('contact-us form (spec §7 v2/contact-us)', () => {
  const fill = async (values: Partial<ContactMessage>) => {
    for (const [label, value] of [
      ['Your name', values.name],
      ['Email', values.email],
      ['Subject', values.subject],
      ['Message', values.message],
    ] as const) {
      if (value !== undefined) await userEvent.type(screen.getByLabelText(label), value);
    }
  };

  it('validates before sending: required fields and the email format', async () => {
    const app = renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill({ email: 'not-an-email' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(app.fakes.support.messages).toEqual([]);
  });

  it('spec §3 allowed text: emoji in the subject are refused', async () => {
    renderApp('/_/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill({ name: 'Malee', email: 'malee@example.com', subject: 'Hi 🎉', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please remove emoji and special symbols.')).toBeInTheDocument();
  });

  it('sends the trimmed message through SupportApi and shows the success state', async () => {
    const app = renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill({ name: ' Malee ', email: 'malee@example.com', subject: 'Trip to Nan', message: 'Line one\nline two' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your message was sent' })).toBeInTheDocument();
    expect(screen.getByText('We will reply to malee@example.com as soon as we can.')).toBeInTheDocument();
    expect(app.fakes.support.messages).toEqual([
      { name: 'Malee', email: 'malee@example.com', subject: 'Trip to Nan', message: 'Line one\nline two' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('spec §8: a failed send shows the translated error and keeps what was typed', async () => {
    const fakes = anApp();
    fakes.support.contactUs = async () => {
      throw new AppError({ code: 4290000000, messageKey: 'errors.tooManyRequests' });
    };
    renderApp('/contact-us', fakes);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fill({ name: 'Malee', email: 'malee@example.com', subject: 'Hello', message: 'Hi' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Malee');
  });
});
