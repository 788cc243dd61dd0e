import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anAnonymousAppWithAccount } from '../screens/screen-fakes';
import { anApp, renderApp, type AppFakes } from '../support/render-app';

/** The clock of the fakes reads 2025-01-15 16.00 Bangkok. */
function withCampaigns(fakes: AppFakes = anApp()) {
  fakes.wallet.addCampaign('open-1', {
    title: { th: 'เที่ยวเหนือหน้าหนาว', en: 'Winter in the North' },
    startsOn: '2025-01-01',
    endsOn: '2025-01-31',
  });
  fakes.wallet.addCampaign('ended-1', {
    title: { th: 'สงกรานต์', en: 'Songkran stories' },
    startsOn: '2024-04-01',
    endsOn: '2024-04-30',
  });
  fakes.wallet.addCampaign('later-1', {
    title: { th: 'ทะเลใต้', en: 'Southern seas' },
    startsOn: '2025-03-01',
    endsOn: '2025-03-31',
  });
  return fakes;
}

function signedIn(): AppFakes {
  const fakes = withCampaigns();
  fakes.auth.authProvider.restoreSession(anAuthUser());
  return fakes;
}

const enterCalls = (fakes: AppFakes) => fakes.wallet.log.entries.filter((e) => e.startsWith('wallet.enterCampaign'));

describe('/campaigns/write/new (spec §2 public route): writing for a campaign', { timeout: 30_000 }, () => {
  it('a signed-in creator gets one content reserved for the campaign and lands in its editor, the URL replaced', async () => {
    const fakes = signedIn();
    const app = renderApp('/campaigns/write/new?campaign=open-1', fakes);
    await waitFor(() => expect(app.location()).toBe('/my-contents/content-1/edit'));
    expect(enterCalls(fakes)).toEqual(['wallet.enterCampaign open-1 article']); // once, StrictMode too
    expect(fakes.editor.api.contents.get('content-1')?.campaignId).toBe('open-1');
    // replace: Back does not return to the reserving URL (which would reserve another content).
    expect(app.router.state.historyAction).toBe('REPLACE');
    // The editor names the campaign.
    const banner = await screen.findByRole('region', { name: 'Winter in the North' });
    expect(banner).toHaveTextContent('Writing for');
    expect(banner).toHaveTextContent('Open');
    expect(screen.getByRole('link', { name: 'Winter in the North' })).toHaveAttribute(
      'href',
      '/campaigns/open-1/detail',
    );
  });

  it('?kind=trip reserves a trip for the campaign', async () => {
    const fakes = signedIn();
    const app = renderApp('/campaigns/write/new?campaign=open-1&kind=trip', fakes);
    await waitFor(() => expect(app.location()).toBe('/my-contents/content-1/edit'));
    expect(enterCalls(fakes)).toEqual(['wallet.enterCampaign open-1 trip']);
    expect(await screen.findByLabelText('Title of your trip')).toBeInTheDocument();
  });

  it('spec §2 rule 5: an anonymous visitor is sent to /login with redirectUrl back to this exact URL, and proceeds once signed in', async () => {
    const { fakes, email, password } = anAnonymousAppWithAccount();
    withCampaigns(fakes);
    const app = renderApp('/campaigns/write/new?campaign=open-1&kind=trip', fakes);
    const back = '/campaigns/write/new?campaign=open-1&kind=trip';
    await waitFor(() => expect(app.location()).toBe(`/login?redirectUrl=${encodeURIComponent(back)}`));
    expect(enterCalls(fakes)).toEqual([]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/my-contents/content-1/edit'));
    expect(enterCalls(fakes)).toEqual(['wallet.enterCampaign open-1 trip']);
  });

  it('an ended campaign says so (4090607023), links to its page and creates nothing', async () => {
    const fakes = signedIn();
    const app = renderApp('/campaigns/write/new?campaign=ended-1', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'This campaign has ended' })).toBeInTheDocument();
    expect(await screen.findByText('Songkran stories')).toBeInTheDocument();
    expect(
      screen.getByText(/It ended .*2024.* and no longer takes new entries, so nothing was created\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the campaign' })).toHaveAttribute('href', '/campaigns/ended-1/detail');
    expect(app.location()).toBe('/campaigns/write/new?campaign=ended-1');
    expect(enterCalls(fakes)).toEqual(['wallet.enterCampaign ended-1 article']); // the refused one only
    expect(fakes.wallet.entries).toEqual([]);
    expect(fakes.editor.api.contents.size).toBe(0);
  });

  it('a campaign not open yet says so (4090607024) and creates nothing', async () => {
    const fakes = signedIn();
    renderApp('/campaigns/write/new?campaign=later-1', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'This campaign is not open yet' })).toBeInTheDocument();
    expect(await screen.findByText(/It opens .*2025.*\. Nothing was created; come back then\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the campaign' })).toHaveAttribute('href', '/campaigns/later-1/detail');
    expect(fakes.editor.api.contents.size).toBe(0);
  });

  it('the ended page in Thai', async () => {
    const fakes = withCampaigns(anApp({ language: 'th' }));
    fakes.auth.authProvider.restoreSession(anAuthUser());
    renderApp('/campaigns/write/new?campaign=ended-1', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'แคมเปญนี้สิ้นสุดแล้ว' })).toBeInTheDocument();
    expect(await screen.findByText('สงกรานต์')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูแคมเปญ' })).toBeInTheDocument();
  });

  it('an unknown campaign (4040607004) and a missing ?campaign= show a translated not-found message', async () => {
    const fakes = signedIn();
    const view = renderApp('/campaigns/write/new?campaign=nope', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
    expect(fakes.editor.api.contents.size).toBe(0);
    view.unmount();
    renderApp('/campaigns/write/new', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('any other refusal keeps the visitor here with the message and a retry that then proceeds', async () => {
    const fakes = signedIn();
    fakes.wallet.failures.fail('enterCampaign', { status: { err_code: 5000101999, err_message: 'boom' } });
    const app = renderApp('/campaigns/write/new?campaign=open-1', fakes);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.location()).toBe('/my-contents/content-1/edit'));
  });
});
