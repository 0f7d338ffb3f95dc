import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createStaffAccount, newStaffAccount } from '../auth/staff-accounts';
import type { Now } from '../clock';
import { notifyContentChange } from '../studio/content-changes';
import type { Database } from '../store/database';
import { media, tenants } from '../store/tables/foundation';
import { siteSettings } from '../store/tables/site';
import { auditLog } from '../store/tables/studio';
import { personSilhouetteSvg, schoolLogoSvg } from './school-artwork';
import { seoSettings } from './seo-templates';
import { initialsOf, newSchoolSettings, SCHOOL_KIND, schoolIdentity, type SchoolIdentity } from './school-identity';

export const ADD_SCHOOL_USAGE = `usage: npm run school:add -- --key <key> --name "<name>" --admin-email <address>
  [--short-name "<name>"] [--mascot <singular>] [--mascot-plural <plural>] [--colors "#7a1f2b,#f2b632"]
  [--domain athletics.example.edu[,www.example.edu]] [--time-zone America/Chicago] [--admin-name "<display name>"]
The admin's password is read from STAFF_PASSWORD, or asked for.`;

export interface AddSchoolRequest {
  school: SchoolIdentity;
  adminEmail: string;
  adminName: string | undefined;
}

/** Throws an Error whose message says each problem, one per line. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}

/** The command line of `npm run school:add`; throws with the usage when it is incomplete or wrong. */
export function parseAddSchoolArgs(argv: string[]): AddSchoolRequest {
  const option = { type: 'string' } as const;
  const { values } = parseArgs({
    args: argv,
    options: { key: option, name: option, 'short-name': option, mascot: option, 'mascot-plural': option, colors: option, domain: option, 'time-zone': option, 'admin-email': option, 'admin-name': option },
    strict: true,
  });
  if (!values.key || !values.name || !values['admin-email']) throw new Error(ADD_SCHOOL_USAGE);
  const list = (text: string | undefined) => (text === undefined ? undefined : text.split(',').map((part) => part.trim()).filter(Boolean));
  const school = parsed(schoolIdentity, {
    key: values.key,
    name: values.name,
    shortName: values['short-name'],
    mascot: values.mascot,
    mascotPlural: values['mascot-plural'],
    colors: list(values.colors),
    domains: list(values.domain),
    timeZone: values['time-zone'],
  });
  return { school, adminEmail: values['admin-email'], adminName: values['admin-name'] };
}

export interface AddedSchool {
  tenantId: number;
  key: string;
  hosts: string[];
  adminEmail: string;
}

/**
 * A new, empty school in one transaction: its tenants row (served at its domains and `<key>.localhost`), its drawn
 * logo and person image, and one admin account; an audit row; on PostgreSQL a notice that makes running servers
 * load it at once. A taken key or domain, or a weak password, is refused before anything is written.
 */
export async function addSchool(database: Database, request: AddSchoolRequest, password: string, now: Now): Promise<AddedSchool> {
  const { school } = request;
  const admin = parsed(newStaffAccount, { email: request.adminEmail, role: 'admin', displayName: request.adminName ?? `${school.shortName ?? school.name} admin`, password });
  const hosts = [...new Set([...school.domains, `${school.key}.localhost`])];
  return database.db.transaction(async (tx) => {
    const [taken] = await tx.select({ key: tenants.key }).from(tenants).where(eq(tenants.key, school.key));
    if (taken) throw new Error(`A school with the key '${school.key}' already exists.`);
    const used = (await tx.select({ key: tenants.key, hosts: tenants.hosts }).from(tenants)).flatMap((row) => row.hosts.filter((host) => hosts.includes(host)).map((host) => `${host} (${row.key})`));
    if (used.length) throw new Error(`Another school is already served at ${used.join(', ')}.`);
    const settings = newSchoolSettings(school, admin.email);
    const [row] = await tx.insert(tenants).values({ key: school.key, name: school.name, hosts, isDefault: false, timeZone: school.timeZone, settings, state: 'active' }).returning({ id: tenants.id });
    const tenantId = row!.id;
    const { primaryColor: primary, secondaryColor: secondary, primaryTextColor: primaryText } = settings.theme;
    const emblem = { name: school.name, initials: initialsOf(school.name), colors: { primary, secondary, primaryText } };
    await tx.insert(media).values([
      { tenantId, path: 'logo.svg', name: `${school.name} logo`, altText: school.name, contentType: 'image/svg+xml', body: Buffer.from(schoolLogoSvg(emblem)) },
      { tenantId, path: 'person.svg', name: 'No photo', altText: '', contentType: 'image/svg+xml', body: Buffer.from(personSilhouetteSvg()) },
    ]);
    // The site settings every page reads: SEO title and meta templates, and one takeover at a time (spec 9's default).
    const seo = seoSettings({ key: school.key, name: school.name, shortName: school.shortName ?? school.name, mascotSingular: school.mascot ?? '', mascotPlural: settings.settings.mascotPlural ?? '' });
    await tx.insert(siteSettings).values([
      { tenantId, kind: 'seo', value: seo },
      { tenantId, kind: 'takeovers', value: { isConcurrent: false } },
    ]);
    const account = await createStaffAccount(tx, tenantId, { ...admin, role: 'admin' });
    await tx.insert(auditLog).values({ tenantId, accountId: null, actorName: 'npm run school:add', action: 'create', kind: SCHOOL_KIND, itemId: tenantId, summary: `Created ${school.name} with the admin ${account.email}`, at: new Date(now()) });
    await notifyContentChange(tx, database, tenantId, { directory: true });
    return { tenantId, key: school.key, hosts, adminEmail: account.email };
  });
}
