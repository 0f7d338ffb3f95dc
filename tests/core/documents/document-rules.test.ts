import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentPagePath, documentPathFrom, fileTypeLabel, isFileDocument } from '../../../core/documents/document-rules';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/).filter((s) => !/^\.+$/.test(s));
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

describe('document paths (spec 2.1 document: /documents/{any remaining path})', () => {
  it('reads the path of its own page, whatever slashes and case surround it', () => {
    fc.assert(
      fc.property(path, fc.constantFrom('', '/', '//'), (value, slashes) => {
        const splat = documentPagePath(value).slice('/documents/'.length);
        expect(documentPathFrom(`${slashes}${splat.toUpperCase()}${slashes}`)).toBe(value);
      }),
    );
  });

  it('names nothing with a dot segment, an odd character or no path at all', () => {
    for (const splat of ['', '/', '../etc/passwd', 'a/../b', 'a//b', 'a b', 'x/%2e%2e', undefined, 'a'.repeat(301)]) expect(documentPathFrom(splat)).toBeUndefined();
  });

  it('tells a file to download from a page to read', () => {
    expect(isFileDocument({ type: 'pdf', html: null })).toBe(true);
    expect(isFileDocument({ type: 'html', html: '<p>x</p>' })).toBe(false);
    expect(isFileDocument({ type: 'HTML', html: null })).toBe(true);
    expect(fileTypeLabel({ type: 'pdf' })).toBe('PDF');
    expect(fileTypeLabel({ type: ' ' })).toBe('File');
  });
});
