import { z } from 'zod';
import { badRequest } from './api-error';

/**
 * Reads query parameters by their canonical names, matching names without regard to case
 * (v2-reference 1.1: `sportId` and `SportId` are both sent), and validates them with `schema`.
 */
export function readQuery<S extends z.ZodObject>(query: unknown, schema: S): z.infer<S> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const byLowerName = new Map<string, unknown>();
  for (const [name, value] of Object.entries(raw)) {
    if (!byLowerName.has(name.toLowerCase())) byLowerName.set(name.toLowerCase(), Array.isArray(value) ? value[0] : value);
  }
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = byLowerName.get(name.toLowerCase());
    if (value !== undefined) picked[name] = value;
  }
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'query');
  const problem = picked[name] === undefined ? 'is required' : (issue?.message ?? 'is not valid');
  throw badRequest(`Query parameter '${name}' ${problem}.`, 'invalid_query');
}

/** An integer query value: digits only (v2-reference 1.1: a value that does not parse is a 400). */
export const intParam = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be an integer')
  .transform(Number);
