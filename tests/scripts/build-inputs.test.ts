import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashBuildInputs, OUTPUTS, STAMP, staleReason } from '../../scripts/build-inputs';

const STAMP_SCRIPT = path.resolve('scripts/build-stamp.ts');
// tsx's command line by path: the script runs in a checkout of its own, which has no node_modules.
const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');
let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A checkout as far as the build reads it, with a finished build of it in dist/. */
function builtCheckout(): void {
  write('core/score.ts', 'export const score = 21;\n');
  write('ui/page.tsx', 'export const Page = () => null;\n');
  write('server/store/migrations/0001_init.sql', 'CREATE TABLE t (id int);\n');
  write('index.html', '<!doctype html>\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('README.md', '# Read me\n');
  write('tests/core/score.test.ts', '// a test\n');
  for (const output of OUTPUTS) write(output, 'built\n');
  write(STAMP, JSON.stringify(hashBuildInputs(root, {})));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  builtCheckout();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build inputs decide whether dist/ is current', () => {
  it('is current for the sources it was built from', () => {
    expect(staleReason(root, hashBuildInputs(root, {}))).toBeNull();
  });

  it('is stale once a source file changes, appears or goes', () => {
    write('core/score.ts', 'export const score = 28;\n');
    expect(staleReason(root, hashBuildInputs(root, {}))).toBe('the sources changed since the last build');
    builtCheckout();
    write('ui/new-page.tsx', 'export {};\n');
    expect(staleReason(root, hashBuildInputs(root, {}))).toBe('the sources changed since the last build');
    rmSync(path.join(root, 'ui/new-page.tsx'));
    rmSync(path.join(root, 'server/store/migrations/0001_init.sql'));
    expect(staleReason(root, hashBuildInputs(root, {}))).toBe('the sources changed since the last build');
  });

  it('is stale when the lockfile, the page or a variable the build bakes in changes', () => {
    const built = hashBuildInputs(root, {}).hash;
    expect(hashBuildInputs(root, { API_BASE: 'https://api.example.org/api/v2' }).hash).not.toBe(built);
    expect(hashBuildInputs(root, { API_BASE: '' }).hash).not.toBe(built);
    write('index.html', '<!doctype html><title>x</title>\n');
    expect(hashBuildInputs(root, {}).hash).not.toBe(built);
    write('index.html', '<!doctype html>\n');
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    expect(hashBuildInputs(root, {}).hash).not.toBe(built);
  });

  it('stays current when only what the build does not read changes', () => {
    write('README.md', '# Read me again\n');
    write('tests/core/score.test.ts', '// another test\n');
    write('dist/client/extra.js', 'late\n');
    expect(staleReason(root, hashBuildInputs(root, { HOME: '/elsewhere', PORT: '4000' }))).toBeNull();
  });

  it('tells bytes moved from one file to the next apart', () => {
    write('core/a.ts', 'xy');
    write('core/b.ts', '');
    const before = hashBuildInputs(root, {}).hash;
    write('core/a.ts', 'x');
    write('core/b.ts', 'y');
    expect(hashBuildInputs(root, {}).hash).not.toBe(before);
  });

  it('is stale with no stamp, an unreadable one, or an output gone', () => {
    const inputs = hashBuildInputs(root, {});
    rmSync(path.join(root, OUTPUTS[2]!));
    expect(staleReason(root, inputs)).toBe(`${OUTPUTS[2]} is missing`);
    write(STAMP, 'not json');
    expect(staleReason(root, inputs)).toBe('no finished build in dist/');
    rmSync(path.join(root, STAMP));
    expect(staleReason(root, inputs)).toBe('no finished build in dist/');
  });

  it('is stamped by a build that ends, not by one that only began', () => {
    const env = { ...process.env, API_BASE: '', TENANT: '' };
    const stamp = (step: string) => spawnSync(process.execPath, [TSX, STAMP_SCRIPT, step], { cwd: root, encoding: 'utf8', env });
    expect(stamp('begin')).toMatchObject({ status: 0 });
    expect(staleReason(root, hashBuildInputs(root, env))).toBe('no finished build in dist/');
    expect(stamp('end')).toMatchObject({ status: 0 });
    expect(staleReason(root, hashBuildInputs(root, env))).toBeNull();
  });
});
