import type { ArchiveRow } from './archive-format';
import { DROPPED_REFERENCES, ID_ARRAYS, ITEM_KINDS, JSON_ID_KEYS, POLYMORPHIC_TABLES, UNDECLARED_REFERENCES, UPDATED_BY_TABLE } from './school-references';
import type { TableShape } from './archive-schema';
import { SCHOOL_KIND } from '../school-identity';

/** Old id → new id, per table. */
export type IdMaps = Record<string, Map<number, number>>;

export interface RemapContext {
  idMaps: IdMaps;
  tenantId: number;
  oldKey: string;
  newKey: string;
}

/** A reference naming no row of the school keeps its value (it never named one of ours). */
function mapped(context: RemapContext, table: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  return context.idMaps[table]?.get(value) ?? value;
}

/** `/media/<oldkey>/` → `/media/<newkey>/` in every string, ids under JSON_ID_KEYS in every object. */
function remapJson(context: RemapContext, value: unknown, key?: string): unknown {
  if (typeof value === 'string') return value.split(`/media/${context.oldKey}/`).join(`/media/${context.newKey}/`);
  if (typeof value === 'number') return key && JSON_ID_KEYS[key] && value !== 0 ? mapped(context, JSON_ID_KEYS[key], value) : value;
  if (Array.isArray(value)) return value.map((item) => remapJson(context, item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, remapJson(context, item, name)]));
  return value;
}

/** The row as it is written under the new school: new id, every reference rewritten, media addresses moved. */
export function remapRow(context: RemapContext, table: TableShape, source: ArchiveRow): ArchiveRow {
  const row: ArchiveRow = {};
  for (const [column, value] of Object.entries(source)) row[column] = table.bytea.includes(column) ? value : remapJson(context, value);
  row.tenant_id = context.tenantId;
  if (table.serialId) row.id = mapped(context, table.name, source.id);
  const references: Record<string, string> = { ...table.foreignKeys, ...UNDECLARED_REFERENCES[table.name] };
  if ('updated_by' in row) references.updated_by = UPDATED_BY_TABLE;
  for (const [column, target] of Object.entries(references)) {
    if (column !== 'tenant_id' && column in row) row[column] = mapped(context, target, source[column]);
  }
  for (const [column, target] of Object.entries(ID_ARRAYS[table.name] ?? {})) {
    const ids = source[column];
    if (Array.isArray(ids)) row[column] = ids.map((id) => mapped(context, target, id));
  }
  for (const column of DROPPED_REFERENCES[table.name] ?? []) if (column in row) row[column] = null;
  if (POLYMORPHIC_TABLES.includes(table.name)) {
    // The audit row of `school:add` names the school itself.
    if (source.kind === SCHOOL_KIND) row.item_id = context.tenantId;
    else {
      const target = ITEM_KINDS[String(source.kind)];
      if (target) row.item_id = mapped(context, target, source.item_id);
    }
  }
  return row;
}
