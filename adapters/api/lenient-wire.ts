import { z } from 'zod';

/**
 * The client's reading of a contract schema. The contract states the platform's type rules (a field
 * the reference types `str` is always a string, a required member is always there); our server keeps
 * them, but the site must also run against any backend that speaks the format, and clients tolerate
 * nulls (shared api README). So where the contract says string, boolean or array, a null or missing
 * value reads as '', false or []; a nullable member that is missing reads as null. Everything else —
 * numbers, enums, checks — is read as the contract says. The output type is the contract's own.
 */
export function lenientWire<S extends z.ZodType>(schema: S): S {
  return lenient(schema) as unknown as S;
}

const cache = new WeakMap<z.ZodType, z.ZodType>();

const absentAs = (fallback: () => unknown, inner: z.ZodType) => z.preprocess((value) => (value === null || value === undefined ? fallback() : value), inner);

function lenient(schema: z.ZodType): z.ZodType {
  const known = cache.get(schema);
  if (known) return known;
  const made = build(schema);
  cache.set(schema, made);
  return made;
}

function build(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodString) return absentAs(() => '', schema);
  if (schema instanceof z.ZodBoolean) return absentAs(() => false, schema);
  if (schema instanceof z.ZodArray) return absentAs(() => [], z.array(lenient(schema.element as z.ZodType)));
  if (schema instanceof z.ZodNullable) return absentAs(() => null, lenient(schema.unwrap() as z.ZodType).nullable());
  if (schema instanceof z.ZodOptional) return lenient(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, lenient(field)]));
    const catchall = schema.def.catchall;
    return catchall ? z.object(shape).catchall(catchall as z.ZodType) : z.object(shape);
  }
  if (schema instanceof z.ZodRecord) return z.record(schema.def.keyType as z.ZodType<string>, lenient(schema.def.valueType as z.ZodType));
  return schema;
}
