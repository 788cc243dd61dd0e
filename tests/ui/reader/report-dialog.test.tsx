import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { ReportButton } from '../../../src/ui/reader/report/report-button';
import ReportDialog from '../../../src/ui/reader/report/report-dialog';
import { englishT, readerServices } from './trip-support';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  document.documentElement.lang = 'en';
});

function renderDialog(options: { signedIn?: boolean; type?: 'content' | 'comment' } = {}) {
  const built = readerServices();
  built.session.remembered = options.signedIn ?? true;
  built.session.token = options.signedIn === false ? null : 'id-token';
  let closed = 0;
  render(
    <ReportDialog
      target={{ type: options.type ?? 'comment', id: 'cm-1' }}
      services={built.services}
      t={t}
      returnPath="/contents/c-1"
      onClose={() => (closed += 1)}
    />,
  );
  return { ...built, closed: () => closed };
}

const reason = () => screen.getByLabelText('Reason');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('Report a content or a comment ("Readers can report a content or a comment (reason, free text)")', () => {
  it('is a labelled modal dialog listing every reason of the domain, translated', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Report a comment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const options = Array.from((reason() as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a reason',
      'Spam or advertising',
      'Harassment or bullying',
      'Hate speech',
      'Violence or dangerous acts',
      'Nudity or sexual content',
      'False information',
      'Copyright infringement',
      'Something else',
    ]);
    expect(reason()).toHaveFocus();
  });

  it('no reason chosen is not sent and says why', () => {
    const { reportApi } = renderDialog();
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason first.');
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(reportApi.reports).toEqual([]);
  });

  it('(domain reportProblem): "other" needs words; a message over 1000 characters is refused', () => {
    const { reportApi } = renderDialog();
    fireEvent.change(reason(), { target: { value: 'other' } });
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Say what is wrong when you choose “Something else”.');
    fireEvent.change(screen.getByLabelText('What is wrong'), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Too long: at most 1000 characters.');
    expect(reportApi.reports).toEqual([]);
  });

  it('a reason with an optional note is sent signed in, and thanked', async () => {
    const { reportApi, session } = renderDialog();
    fireEvent.change(reason(), { target: { value: 'spam' } });
    fireEvent.change(screen.getByLabelText('What is wrong (optional)'), { target: { value: '  links to a casino  ' } });
    send();
    expect(await screen.findByText('Thank you. The moderators will look at it.')).toBeInTheDocument();
    expect(reportApi.reports).toEqual([
      { targetType: 'comment', targetId: 'cm-1', reason: 'spam', message: 'links to a casino', token: 'id-token' },
    ]);
    expect(session.tokenRequests).toBe(1);
  });

  it("a refused report shows the server's message translated and keeps what was written", async () => {
    const { reportApi } = renderDialog();
    reportApi.failNext = new AppError({
      code: ErrorCode.contentNotFound,
      messageKey: 'errors.contentNotFound',
      message: 'gone',
    });
    fireEvent.change(reason(), { target: { value: 'hate' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content does not exist or is no longer available.',
    );
    expect(reason()).toHaveValue('hate');
  });

  it('an anonymous reader is asked to sign in and comes back to the page', () => {
    renderDialog({ signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign in to report' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fcontents%2Fc-1',
    );
    expect(screen.queryByLabelText('Reason')).toBeNull();
  });

  it('Escape closes it', () => {
    const { closed } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(closed()).toBe(1);
  });

  it('the Report button opens the dialog (lazy) and focus returns to it on close', async () => {
    const built = readerServices();
    built.session.remembered = true;
    render(
      <ReportButton
        targetType="content"
        targetId="c-1"
        services={built.services}
        t={t}
        label="Report this story"
        returnPath="/contents/c-1"
      />,
    );
    const button = screen.getByRole('button', { name: 'Report this story' });
    expect(button).toHaveTextContent('Report');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report to the moderators' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
