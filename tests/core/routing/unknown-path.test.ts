import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_PAGE_PATH_PREFIXES, isExternalPagePath } from '../../../core/navigation/links';
import { concurrentGameDayUrl } from '../../../core/takeovers/takeover-rules';
import { LEGACY_PAGE_RULES } from '../../../core/routing/route-rules';
import { unknownPathOutcome, type UnknownPathContext } from '../../../core/routing/unknown-path';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const rest = fc.array(segment, { maxLength: 3 }).map((parts) => parts.join('/'));
const externalPath = fc.tuple(fc.constantFrom(...EXTERNAL_PAGE_PATH_PREFIXES), rest).map(([prefix, tail]) => (prefix.endsWith('/') ? `${prefix}${tail}` : `${prefix}/${tail}`));
const ordinaryPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`).filter((p) => !isExternalPagePath(p));
const search = fc.constantFrom('', '?a=1', '?ids=1,2');

const context = (redirects: UnknownPathContext['redirects'] = [], current: string[] = []): UnknownPathContext => ({
  redirects,
  isCurrentDocument: (url) => current.includes(url),
});

describe('an unknown path (spec 2.1/2.2)', () => {
  it('loads an external page in full, with its query', () => {
    fc.assert(
      fc.property(externalPath, search, (path, query) => {
        expect(unknownPathOutcome(path, query, context())).toEqual({ kind: 'full-page', url: `${path}${query}` });
      }),
    );
    const concurrent = concurrentGameDayUrl([4, 9]);
    expect(unknownPathOutcome('/gameday/concurrent.aspx', '?ids=4,9', context())).toEqual({ kind: 'full-page', url: concurrent });
  });

  it('shows Page not found instead of reloading the document it was served in (no loop)', () => {
    fc.assert(
      fc.property(externalPath, search, (path, query) => {
        expect(unknownPathOutcome(path, query, context([], [`${path}${query}`]))).toEqual({ kind: 'not-found', url: '/404' });
      }),
    );
  });

  it('follows a route rule, then a legacy redirect, and otherwise ends on /404', () => {
    fc.assert(
      fc.property(ordinaryPath, segment, (path, target) => {
        fc.pre(!LEGACY_PAGE_RULES.some(([from]) => from === path.toLowerCase()));
        expect(unknownPathOutcome(path, '', context())).toEqual({ kind: 'not-found', url: '/404' });
        expect(unknownPathOutcome(`${path}/`, '', context())).toEqual({ kind: 'redirect', url: path });
        expect(unknownPathOutcome(path, '', context([{ from: path.toUpperCase(), to: `/${target}-new` }]))).toEqual({ kind: 'redirect', url: `/${target}-new` });
        expect(unknownPathOutcome(path, '', context([{ from: path, to: `https://old.example.edu/${target}` }]))).toEqual({ kind: 'full-page', url: `https://old.example.edu/${target}` });
        expect(unknownPathOutcome(path, '', context([{ from: path, to: `//old.example.edu/${target}` }]))).toEqual({ kind: 'full-page', url: `//old.example.edu/${target}` });
      }),
    );
    expect(unknownPathOutcome('/tickets.aspx', '?x=1', context([{ from: '/tickets.aspx', to: '/elsewhere' }]))).toEqual({ kind: 'redirect', url: '/tickets?x=1' });
  });
});
