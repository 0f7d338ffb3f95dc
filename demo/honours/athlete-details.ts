import { academicYearRank } from '../../core/roster/academic-year';
import { familyOf } from './sport-lore';

/** Turns people's free-text class and position into the award fields (academicYear short/full/rank, positionShort/Long). */

const CLASS_BASES: Array<[RegExp, string, string]> = [
  [/^(fr|freshman)$/, 'Freshman', 'Fr.'],
  [/^(so|soph|sophomore)$/, 'Sophomore', 'So.'],
  [/^(jr|junior)$/, 'Junior', 'Jr.'],
  [/^(sr|senior)$/, 'Senior', 'Sr.'],
  [/^(gr|grad|graduate|graduatestudent)$/, 'Graduate Student', 'Gr.'],
  [/^(5th|fifth|fifthyear|5thyear)$/, 'Fifth Year', '5th'],
];

export interface AcademicYear {
  full: string;
  short: string;
  rank: number;
}

export function academicYearOf(text: string | null): AcademicYear {
  const raw = (text ?? '').toLowerCase().replace(/[.\s]/g, '');
  const redshirt = /^(r-|rs-?|redshirt-?)/.test(raw);
  const base = raw.replace(/^(r-|rs-?|redshirt-?)/, '');
  const match = CLASS_BASES.find(([pattern]) => pattern.test(base));
  if (!match) {
    const fallback = (text ?? '').trim();
    return { full: fallback, short: fallback, rank: academicYearRank(fallback) ?? 0 };
  }
  const [, full, short] = match;
  const fullName = redshirt && full !== 'Graduate Student' && full !== 'Fifth Year' ? `Redshirt ${full}` : full;
  return { full: fullName, short: redshirt ? `R-${short}` : short, rank: academicYearRank(fullName) ?? academicYearRank(full) ?? 0 };
}

const SHARED: Record<string, string> = { G: 'Guard', F: 'Forward', C: 'Center', D: 'Defender', M: 'Midfielder', MF: 'Midfielder', GK: 'Goalkeeper', PG: 'Point Guard', SG: 'Shooting Guard', SF: 'Small Forward', PF: 'Power Forward' };
const BY_FAMILY: Record<string, Record<string, string>> = {
  football: { QB: 'Quarterback', RB: 'Running Back', WR: 'Wide Receiver', TE: 'Tight End', OL: 'Offensive Line', DL: 'Defensive Line', DE: 'Defensive End', DT: 'Defensive Tackle', LB: 'Linebacker', DB: 'Defensive Back', CB: 'Cornerback', S: 'Safety', K: 'Kicker', P: 'Punter', LS: 'Long Snapper' },
  volleyball: { OH: 'Outside Hitter', MB: 'Middle Blocker', S: 'Setter', L: 'Libero', OPP: 'Opposite', DS: 'Defensive Specialist', RS: 'Right Side' },
  baseball: { P: 'Pitcher', RHP: 'Right-Handed Pitcher', LHP: 'Left-Handed Pitcher', C: 'Catcher', INF: 'Infielder', OF: 'Outfielder', '1B': 'First Base', '2B': 'Second Base', '3B': 'Third Base', SS: 'Shortstop', UT: 'Utility', UTL: 'Utility' },
  stick: { A: 'Attack', B: 'Back', G: 'Goalkeeper', GK: 'Goalkeeper', W: 'Wing' },
};

export interface Position {
  long: string;
  short: string;
}

export function positionOf(text: string | null, sportCode: string): Position {
  const value = (text ?? '').trim();
  if (value === '') return { long: '', short: '' };
  const dictionary = { ...SHARED, ...(BY_FAMILY[familyOf(sportCode)] ?? {}) };
  const parts = value.split('/');
  if (parts.every((part) => /^[A-Z0-9]{1,3}$/.test(part.trim()))) {
    return { short: value, long: parts.map((part) => dictionary[part.trim()] ?? part.trim()).join('/') };
  }
  const reverse = Object.entries(dictionary).find(([, long]) => long.toLowerCase() === value.toLowerCase());
  const short = reverse ? reverse[0] : value.split(/[\s-]+/).map((word) => word[0]?.toUpperCase() ?? '').join('');
  return { long: value, short };
}
