import { writeFile } from 'node:fs/promises';

/** An item the import could not map, or a resource it does not import yet. */
export interface ReportEntry {
  resource: string;
  originId: string | null;
  reason: string;
}

export class ImportReport {
  readonly entries: ReportEntry[] = [];

  refuse(resource: string, originId: string | number | null, reason: string): void {
    this.entries.push({ resource, originId: originId === null ? null : String(originId), reason });
  }

  notSupported(resource: string): void {
    this.entries.push({ resource, originId: null, reason: `not imported: ${resource} (not supported yet)` });
  }

  async write(file: string, summary: Record<string, unknown>): Promise<void> {
    await writeFile(file, `${JSON.stringify({ ...summary, items: this.entries }, null, 2)}\n`);
  }
}
