/**
 * Names compared as people and crews write them: case, accents, punctuation and order ignored
 * ('Berliński, Vincent' = 'VINCENT BERLINSKI'; 'N.C. State' = 'NC State').
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}\s,]/gu, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** One key for a name whatever its order: the sorted tokens. */
export const nameKey = (name: string): string => [...nameTokens(name)].sort().join(' ');

/** A name's letters only ('nc state' → 'ncstate'), for ids and abbreviations. */
export const compactKey = (name: string): string => nameTokens(name).join('');

/** A uniform as printed, compared without case and surrounding space ('4a' = '4A'; '0' ≠ '00'). */
export const uniformKey = (uniform: string): string => uniform.trim().toUpperCase();
