/**
 * The site search over the demo data: web search syntax ("a phrase", -word, or), English words
 * matched by a rough stem, stop words ignored; a headline or name weighs most, then what describes
 * it, then the running text. Each result's snippet is its text around the first match, each match
 * marked (<mark>) in the HTML version.
 */

const STOP_WORDS = new Set(
  'a an and are as at be been but by for from had has have he her his i if in into is it its me my no not of on or our she so than that the their them then there these they this to was we were what when which who will with you your'.split(' '),
);

const SNIPPET_WORDS = 35;
const SNIPPET_LEAD = 8;

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A rough English stem, the same for a query word and a text word ('wins', 'winning' → 'win'). */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('er')) w = w.slice(0, -2);
  if (w.length > 3 && /([^aeiou])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The stems of a text's words, in order. */
export function stems(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map(stem);
}

/** One thing a query asks for: a word or a phrase (its stems in order), or its absence. */
interface Term {
  stems: string[];
  negated: boolean;
}

/** A query: every clause must hold; a clause holds when one of its terms does. */
export type SearchQueryTerms = Term[][];

/** Reads web search syntax: words, "quoted phrases", -excluded and `or` between alternatives. */
export function parseQuery(text: string): SearchQueryTerms {
  const clauses: Term[][] = [];
  let joinNext = false;
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const raw = match[3];
    if (raw !== undefined && raw.toLowerCase() === 'or') {
      joinNext = clauses.length > 0;
      continue;
    }
    const negated = raw === undefined ? match[1] === '-' : raw.startsWith('-') && raw.length > 1;
    const words = (raw === undefined ? match[2]! : negated ? raw.slice(1) : raw)
      .split(/\s+/)
      .flatMap((part) => normalise(part).split(/[^a-z0-9]+/))
      .filter((word) => word !== '' && !STOP_WORDS.has(word))
      .map(stem);
    if (words.length === 0) continue;
    const term = { stems: words, negated };
    if (joinNext) clauses[clauses.length - 1]!.push(term);
    else clauses.push([term]);
    joinNext = false;
  }
  return clauses;
}

/** The text fields of something searchable, by weight: name or headline, what describes it, running text. */
export interface SearchDocument {
  title: string;
  about: string;
  text: string;
}

const WEIGHTS = { title: 1, about: 0.4, text: 0.2 } as const;

function occurrences(haystack: readonly string[], needle: readonly string[]): number {
  let found = 0;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) found++;
  }
  return found;
}

/** How well a document answers the query (0: it does not). */
export function rankOf(document: SearchDocument, query: SearchQueryTerms): number {
  if (query.length === 0) return 0;
  const fields = (Object.keys(WEIGHTS) as Array<keyof typeof WEIGHTS>).map((field) => ({ weight: WEIGHTS[field], stems: stems(document[field]) }));
  let rank = 0;
  for (const clause of query) {
    let holds = false;
    for (const term of clause) {
      const score = fields.reduce((sum, field) => sum + field.weight * Math.min(occurrences(field.stems, term.stems), 5), 0);
      if (term.negated ? score === 0 : score > 0) holds = true;
      if (!term.negated) rank += score;
    }
    if (!holds) return 0;
  }
  return rank > 0 ? rank : query.every((clause) => clause.every((term) => term.negated)) ? 0.01 : 0;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The text around the first match, plain and as HTML with each matching word in <mark>. */
export function snippetOf(text: string, query: SearchQueryTerms): { snippet: string; snippet_html: string } {
  const wanted = new Set(query.flatMap((clause) => clause.filter((term) => !term.negated).flatMap((term) => term.stems)));
  const words = text.split(/\s+/).filter((word) => word !== '');
  const isMatch = (word: string) => stems(word).some((s) => wanted.has(s));
  const first = words.findIndex(isMatch);
  const start = first <= SNIPPET_LEAD ? 0 : first - SNIPPET_LEAD;
  const shown = words.slice(start, start + SNIPPET_WORDS);
  const html = shown.map((word) => {
    if (!isMatch(word)) return escapeMarkup(word);
    const [, before = '', core = '', after = ''] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? [];
    return `${escapeMarkup(before)}<mark>${escapeMarkup(core)}</mark>${escapeMarkup(after)}`;
  });
  return { snippet: shown.join(' '), snippet_html: html.join(' ') };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The plain text of sanitised HTML: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
