import path from 'node:path';
import type { Tenant } from '../tenants/tenant-directory';

/** Issue 46: how the server reaches fans (README "Mail and push"). */
export interface NotifySettings {
  /** PUBLIC_URL: the scheme and port of the schools' sites (each school's first host goes in it); links in mail. */
  publicUrl: string;
  /** SMTP_URL ('smtp://user:pass@host:587', STARTTLS); unset: every mail is an .eml file in outboxDir. */
  smtpUrl?: string;
  /** data/outbox: where the mails go with no SMTP_URL. */
  outboxDir: string;
  /** MAIL_FROM: the sender's address; default no-reply@ the school's host. */
  mailFrom?: string;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset: a pair made once per store and kept in it. */
  vapid?: { publicKey: string; privateKey: string };
  /** OUTBOX_LEASE_SECONDS: how long mail an instance took stays its own; after that (it died) another sends it. */
  leaseMs?: number;
}

const DEFAULT_LEASE_S = 60;

export function readNotifySettings(env: NodeJS.ProcessEnv, dataDir: string, port: number): NotifySettings {
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/i.test(publicUrl) || !URL.canParse(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) origin such as https://athletics.example.edu, got '${env.PUBLIC_URL}'`);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl.replace(/\/\/[^@]*@/, '//…@')}'`);
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const leaseS = Number(env.OUTBOX_LEASE_SECONDS?.trim() || DEFAULT_LEASE_S);
  if (!Number.isFinite(leaseS) || leaseS < 1) throw new Error(`OUTBOX_LEASE_SECONDS must be a number of seconds, got '${env.OUTBOX_LEASE_SECONDS}'`);
  return {
    publicUrl,
    smtpUrl,
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR?.trim() || path.join(dataDir, 'outbox')),
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    leaseMs: leaseS * 1000,
  };
}

/** The school's own host: the first it lists that is a domain of its own ('ridgemont.localhost', not 'localhost' or an address). */
export function schoolHost(tenant: Pick<Tenant, 'key' | 'hosts'>): string {
  return tenant.hosts.find((host) => /[a-z]/i.test(host) && host.includes('.')) ?? `${tenant.key}.localhost`;
}

/** 'http://coastalbay.localhost:3000': PUBLIC_URL with the school's host in it. */
export function schoolSiteUrl(settings: Pick<NotifySettings, 'publicUrl'>, tenant: Pick<Tenant, 'key' | 'hosts'>): string {
  const url = new URL(settings.publicUrl);
  url.hostname = schoolHost(tenant);
  return url.origin;
}
