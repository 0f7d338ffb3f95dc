import type { FastifyInstance } from 'fastify';
import { commonSettingsWire } from '../../contract/settings';
import { sanitizeContentHtml } from '../http/content-html';
import { apiGet } from './api-route';

export async function registerSettingsRoutes(app: FastifyInstance): Promise<void> {
  apiGet(
    app,
    { path: '/common/settings', summary: "The site's settings and configuration: identity, theme, logo, images CDN path, header and footer slots", tag: 'Settings', response: commonSettingsWire, cache: 'settings' },
    ({ tenant }) => ({ ...tenant.settings, footerHtml: sanitizeContentHtml(tenant.settings.footerHtml) }),
  );
}
