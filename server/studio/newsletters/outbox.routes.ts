import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outboxListWire } from '../../../contract/studio/newsletters';
import { notFound } from '../../http/api-error';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { emlFileOf, listOutbox } from './outbox-list';

const TAG = 'Studio outbox';

/**
 * Issue 46: what the school sent or is sending (/api/studio/outbox), and, with no SMTP server (the embedded
 * default), each mail's .eml file to open in a mail program.
 */
export function registerOutboxRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(studio, { method: 'GET', path: '/outbox', summary: "The school's latest 100 mails and pushes, the newest first", tag: TAG, response: outboxListWire }, async ({ tenant }) => ({
    items: await listOutbox(deps.db, tenant.id),
  }));

  studioRoute(
    studio,
    { method: 'GET', path: '/outbox/:deliveryId(^\\d{1,9}).eml', summary: 'One mail as the .eml file written in the outbox (message/rfc822)', tag: TAG, response: z.string(), statuses: { 404: 'No such mail of this school, or it has no file' } },
    async ({ reply, tenant, params }) => {
      const deliveryId = Number(params.deliveryId);
      const file = await emlFileOf(deps.db, tenant.id, deliveryId, deps.notify.outboxDir);
      if (!file) throw notFound(`No .eml file for mail ${deliveryId}.`);
      reply.type('message/rfc822').header('content-disposition', `attachment; filename="mail-${deliveryId}.eml"`);
      return reply.send(createReadStream(file));
    },
  );
}
