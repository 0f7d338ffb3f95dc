import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the test's SMTP server accepted (250), read back with mailparser. */
export interface ReceivedMail {
  to: string;
  messageId: string;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  raw: string;
}

/** What the server answers one recipient's mail: accept, or an SMTP error (a 4xx is passing, a 5xx permanent). */
export type SmtpAnswer = { accept: true } | { code: number; message: string };

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Decides each mail's answer (before it is counted); accept by default. */
  answer: (mail: ReceivedMail) => SmtpAnswer | Promise<SmtpAnswer>;
  /** Resolves once `count` mails have been accepted in all, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package), no TLS, no auth: what a mail catcher is. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const kit: TestSmtp = {
    url: '',
    received,
    answer: () => ({ accept: true }),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = performance.now() + timeoutMs;
      while (received.length < count) {
        if (performance.now() > deadline) throw new Error(`expected ${count} mails, the SMTP server accepted ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    to: (address) => received.filter((mail) => mail.to === address),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then(async (parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              headers: parsed.headers,
              raw,
            };
            const answer = await kit.answer(mail);
            if ('accept' in answer) {
              received.push(mail);
              return callback();
            }
            return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  kit.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return kit;
}

/** The one-click unsubscribe address a mail names in its List-Unsubscribe header. */
export function listUnsubscribeUrl(mail: ReceivedMail): string | null {
  const header = mail.raw.match(/^List-Unsubscribe:\s*<([^>]+)>/im);
  return header ? header[1]! : null;
}

/** The confirmation page's link in a confirmation mail (its secret is the `confirm` parameter). */
export function confirmSecretOf(mail: ReceivedMail): string {
  const match = mail.text.match(/\/subscribe\?confirm=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}
