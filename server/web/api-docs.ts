import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../api/openapi';
import { setPageSecurityHeaders } from './page-headers';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Operation = { summary: string; tags: string[]; parameters: Array<{ name: string; in: string; required: boolean }>; responses: Record<string, { description: string }> };

/** GET /api/openapi.json and a readable, script-free page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, prefix: string, version: string): Promise<void> {
  app.get('/api/openapi.json', async () => buildOpenApiDocument(prefix, version));
  app.get('/api/docs', async (request, reply) => {
    const document = buildOpenApiDocument(prefix, version);
    const byTag = new Map<string, string[]>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods) as Array<[string, Operation]>) {
        const params = op.parameters.filter((p) => p.in !== 'header').map((p) => `<code>${escapeHtml(p.name)}</code>${p.required ? '' : '?'} <small>(${p.in})</small>`).join(', ');
        const statuses = Object.entries(op.responses).map(([status, r]) => `<b>${status}</b> ${escapeHtml(r.description)}`).join(' · ');
        const row = `<tr><td><code>${method.toUpperCase()} ${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${params || '—'}</td><td>${statuses}</td></tr>`;
        const tag = op.tags[0] ?? 'Other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
      }
    }
    const sections = [...byTag.entries()]
      .map(([tag, rows]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th>Endpoint</th><th>What it returns</th><th>Parameters</th><th>Statuses</th></tr></thead><tbody>${rows.join('')}</tbody></table>`)
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1200px;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{font-size:.9em}th{background:#f4f4f4}</style></head>
<body><h1>${escapeHtml(document.info.title)} <small>v${escapeHtml(document.info.version)}</small></h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Every call needs the header <code>tenant</code>.</p>${sections}</body></html>`;
    await setPageSecurityHeaders(request, reply);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
