import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../server/start';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lay-'));
const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir: path.resolve('dist/client'), version: 'bench', site: { apiBase: '/api/v2', serverRendering: true } });
const origin = `http://localhost:${new URL(server.url).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const api = async (p: string) => (await fetch(origin + '/api/v2' + p, { headers: { tenant: 'ridgemont' } })).json();
const sports = await api('/Sports');
const lists = await Promise.all([0, ...sports.map((s: { id: number }) => s.id)].map((id) => api(`/Takeovers?sportId=${id}`)));
const cookies = [...new Set(lists.flatMap((l: { takeovers: Array<{ cookie: string | null }> }) => l.takeovers.flatMap((t) => (t.cookie ? [t.cookie] : []))))];
for (const route of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies(cookies.map((name) => ({ name, value: 'seen', url: origin })));
  const page = await context.newPage();
  await page.goto(origin + route);
  await page.waitForTimeout(1500);
  const rows = await page.evaluate(() => [...document.querySelectorAll('main > * , main > * > *, main section, main [data-promotion-slot], main article > *, footer')].slice(0, 60).map((el) => `${Math.round(el.getBoundingClientRect().top)}\t${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${String(el.className).slice(0, 40)}`));
  console.log(route); console.log([...new Set(rows)].join('\n'));
  await context.close();
}
await browser.close(); await server.close(); rmSync(dataDir, { recursive: true, force: true });
