import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One mail to one recipient, as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** '<n12.345@ridgemont.localhost>': the same on every attempt, so a receiver can tell a repeat. */
  messageId: string;
  /** The recipient's one-click unsubscribe address (RFC 8058); none for a confirmation or a test. */
  unsubscribeUrl: string | null;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (an SMTP 250, or the .eml file written); rejects with the server's reason. */
  send(mail: OutgoingMail): Promise<{ file: string | null }>;
  close(): void;
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    // Base64 is encoded natively; quoted-printable in JavaScript cost a newsletter's sender a millisecond a mail.
    textEncoding: 'base64' as const,
    ...(mail.unsubscribeUrl ? { list: { unsubscribe: { url: mail.unsubscribeUrl } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/** SMTP_URL: nodemailer's pooled SMTP client (STARTTLS when the server offers it; smtps:// for implicit TLS). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string, options: { maxConnections?: number; tls?: { rejectUnauthorized?: boolean } } = {}) {
    const parsed = new URL(url);
    this.transporter = nodemailer.createTransport({
      host: parsed.hostname,
      port: Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)),
      secure: parsed.protocol === 'smtps:',
      ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
      pool: true,
      maxConnections: options.maxConnections ?? 5,
      maxMessages: Infinity,
      connectionTimeout: 15_000,
      socketTimeout: 30_000,
      ...(options.tls ? { tls: options.tls } : {}),
    });
  }

  async send(mail: OutgoingMail): Promise<{ file: null }> {
    await this.transporter.sendMail(message(mail));
    return { file: null };
  }

  close(): void {
    this.transporter.close();
  }
}

/** No SMTP_URL: each mail is written whole (headers and both parts) as an .eml file, which any mail program opens. */
export class OutboxDirTransport implements MailTransport {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly dir: string) {}

  async send(mail: OutgoingMail): Promise<{ file: string }> {
    const info = (await this.builder.sendMail(message(mail))) as unknown as { message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const name = `${mail.messageId.replace(/[^A-Za-z0-9.@-]/g, '').replace('@', '-at-')}.eml`;
    const file = path.join(this.dir, name);
    // Written aside then renamed: a reader never sees half a mail.
    await writeFile(`${file}.part`, info.message);
    await rename(`${file}.part`, file);
    return { file: name };
  }

  close(): void {
    this.builder.close();
  }
}
