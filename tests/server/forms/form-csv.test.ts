import { describe, expect, it } from 'vitest';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import { csvCell, csvFileName, submissionsCsv } from '../../../server/forms/form-csv';
import { formFields } from '../../../demo/forms/form-fields';

describe('submissions CSV', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('-5')).toBe("'-5");
  });

  it('has a header of field labels in schema order, other answers after their field, then the time', () => {
    const parsed = parseFormSchema({
      id: 1,
      fields: formFields([
        { name: 'name', label: 'Name, full', type: 'text' },
        { name: 'sep', label: 'Section', type: '-' },
        { name: 'likes', label: 'Likes', type: 'checkbox', options: ['Music', { label: 'Else', value: 'other', other: true }] },
      ]),
    });
    if (!parsed.ok) throw new Error('schema');
    const csv = submissionsCsv(parsed.form, [{ submittedAt: new Date('2026-11-20T10:00:00Z'), values: { name: '=cmd|calc', likes: ['music', 'other'], likes_other_other: 'Chess' } }]);
    expect(csv).toBe('"Name, full",Likes,Other Likes,Submitted at\r\n\'=cmd|calc,music; other,Chess,2026-11-20T10:00:00.000Z\r\n');
  });

  it('names the file safely', () => {
    expect(csvFileName('Ticket Request', 3)).toBe('ticket-request-submissions.csv');
    expect(csvFileName('"; rm -rf /', 4)).toBe('rm-rf-submissions.csv');
    expect(csvFileName('Ünïcode ★', 5)).toBe('n-code-submissions.csv');
    expect(csvFileName('★', 6)).toBe('form-6-submissions.csv');
  });
});
