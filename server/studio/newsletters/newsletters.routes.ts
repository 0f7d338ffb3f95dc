import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { newsletterBody, newsletterListWire, newsletterPreviewWire, newsletterSendBody, newsletterTestWire, newsletterWire } from '../../../contract/studio/newsletters';
import { intSegment } from '../../api/api-route';
import { schoolBrand } from '../../notify/mail/school-brand';
import { schoolSiteUrl } from '../../notify/notify-settings';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { createNewsletter, deleteNewsletter, unscheduleNewsletter, updateNewsletter } from './newsletter-commands';
import { listNewsletters, newsletterWires, previewNewsletter, requireNewsletter } from './newsletter-queries';
import type { NewsletterRow } from './newsletter-record';
import { sendNewsletter, testSendNewsletter } from './newsletter-send';

const TAG = 'Studio newsletters';
const ONE = `/newsletters/${intSegment('newsletterId')}`;
const FIELDS = { 400: 'Some fields need attention (error.fields)' } as const;
const VERSIONED = { 404: 'No such newsletter at this school', 409: 'Not in a state for this (sent, or not scheduled)', 412: 'Someone else changed it since (If-Match names an older version)', 428: 'If-Match is required' } as const;

/** Issue 46: the studio's newsletters (/api/studio/newsletters...). Editors compose, preview and test; admins send. */
export function registerNewsletterRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  const idOf = (params: Record<string, string>) => Number(params.newsletterId);
  const answer = async (reply: FastifyReply, tenantId: number, row: NewsletterRow) => {
    reply.header('etag', versionEtag(row.version));
    return (await newsletterWires(deps.db, tenantId, [row]))[0];
  };

  studioRoute(studio, { method: 'GET', path: '/newsletters', summary: "The school's newsletters, the newest first, with how each send went", tag: TAG, response: newsletterListWire }, async ({ tenant }) => ({
    items: await listNewsletters(deps.db, tenant.id),
  }));

  studioRoute(studio, { method: 'POST', path: '/newsletters', summary: 'A new newsletter, as a draft', tag: TAG, body: newsletterBody, response: newsletterWire, successStatus: 201, statuses: FIELDS }, async ({ reply, tenant, session, body }) =>
    answer(reply, tenant.id, await createNewsletter(deps, tenant.id, actorOf(session), body)),
  );

  studioRoute(studio, { method: 'GET', path: ONE, summary: 'One newsletter, with its ETag "<version>"', tag: TAG, response: newsletterWire, statuses: { 404: VERSIONED[404] } }, async ({ reply, tenant, params }) =>
    answer(reply, tenant.id, await requireNewsletter(deps.db, tenant.id, idOf(params))),
  );

  studioRoute(
    studio,
    { method: 'PUT', path: ONE, summary: 'Replaces a draft or scheduled newsletter (If-Match: "<version>")', tag: TAG, body: newsletterBody, response: newsletterWire, statuses: { ...FIELDS, ...VERSIONED } },
    async ({ request, reply, tenant, session, params, body }) => answer(reply, tenant.id, await updateNewsletter(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request), body)),
  );

  studioRoute(studio, { method: 'DELETE', path: ONE, summary: 'Deletes a draft (If-Match: "<version>")', tag: TAG, response: z.null(), successStatus: 204, statuses: VERSIONED }, async ({ request, tenant, session, params }) => {
    await deleteNewsletter(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request));
  });

  studioRoute(
    studio,
    { method: 'GET', path: `${ONE}/preview`, summary: 'The mail as fans will get it (HTML and text), and how many fans it reaches now', tag: TAG, response: newsletterPreviewWire, statuses: { 404: VERSIONED[404] } },
    ({ tenant, params }) => previewNewsletter(deps.db, tenant, schoolBrand(tenant, schoolSiteUrl(deps.notify, tenant)), idOf(params), new Date(deps.now())),
  );

  studioRoute(
    studio,
    { method: 'POST', path: `${ONE}/test`, summary: "Sends the newsletter to the signed-in staff member's own address", tag: TAG, response: newsletterTestWire, statuses: { 404: VERSIONED[404] } },
    ({ tenant, session, params }) => testSendNewsletter(deps, tenant.id, actorOf(session), idOf(params), session.email),
  );

  studioRoute(
    studio,
    { method: 'POST', path: `${ONE}/send`, summary: 'Sends the newsletter now, or schedules it at a later `sendAt` (admins; If-Match)', tag: TAG, role: 'admin', body: newsletterSendBody, response: newsletterWire, statuses: { ...FIELDS, ...VERSIONED } },
    async ({ request, reply, tenant, session, params, body }) => answer(reply, tenant.id, await sendNewsletter(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request), body)),
  );

  studioRoute(
    studio,
    { method: 'POST', path: `${ONE}/unschedule`, summary: 'Takes a scheduled newsletter back to draft (admins; If-Match)', tag: TAG, role: 'admin', response: newsletterWire, statuses: VERSIONED },
    async ({ request, reply, tenant, session, params }) => answer(reply, tenant.id, await unscheduleNewsletter(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request))),
  );
}
