/**
 * A local SMTP catcher for `npm start`: an SMTP server (smtp-server) that keeps every message in memory, parsed
 * (mailparser), and a tiny web inbox listing them, newest first, each readable as HTML or text. Development only:
 * nothing is delivered anywhere, and the mails are gone when it stops.
 */
import { createServer, type Server } from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** What SMTP_URL the server should use. */
  readonly smtpUrl: string;
  /** The web inbox. */
  readonly inboxUrl: string;
  readonly mails: readonly ParsedMail[];
  stop(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const addresses = (value: ParsedMail['to'] | ParsedMail['from']) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

function inboxPage(mails: readonly ParsedMail[]): string {
  const rows = mails
    .map((mail, index) => ({ mail, index }))
    .reverse()
    .map(
      ({ mail, index }) =>
        `<tr><td>${escapeHtml(mail.date?.toISOString() ?? '')}</td><td>${escapeHtml(addresses(mail.to))}</td>` +
        `<td><a href="/mails/${index}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td>` +
        `<td><a href="/mails/${index}.txt">text</a></td></tr>`,
    )
    .join('');
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Travelogue mail catcher</title>' +
    '<style>body{font-family:sans-serif;margin:2rem}td,th{padding:.3rem .8rem;text-align:left}</style></head><body>' +
    `<h1>Caught mails (${mails.length})</h1><p>Nothing here is delivered anywhere. Reload to see new mail.</p>` +
    `<table><tr><th>When</th><th>To</th><th>Subject</th><th></th></tr>${rows}</table></body></html>`
  );
}

/** Starts both servers on 127.0.0.1; rejects if either port is taken. */
export async function startMailCatcher(options: { smtpPort: number; webPort: number }): Promise<MailCatcher> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const web: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const one = /^\/mails\/(\d+)(\.txt)?$/.exec(url.pathname);
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(inboxPage(mails));
    } else if (url.pathname === '/mails.json') {
      const list = mails.map((m) => ({ date: m.date, to: addresses(m.to), subject: m.subject, text: m.text }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    } else if (one && mails[Number(one[1])]) {
      const mail = mails[Number(one[1])];
      if (one[2] || !mail.html)
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(mail.text ?? '');
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(mail.html);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(options.webPort, '127.0.0.1', () => resolve());
  }).catch(async (error: unknown) => {
    await new Promise<void>((done) => smtp.close(() => done()));
    throw error;
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://localhost:${options.webPort}`,
    mails,
    async stop() {
      await new Promise<void>((done) => web.close(() => done()));
      await new Promise<void>((done) => smtp.close(() => done()));
    },
  };
}
