/** What one resource's import did. */
export interface ResourceCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/** One line per resource: a bar redrawn in place on a TTY, a plain line when a resource is done otherwise. */
export interface ImportProgress {
  step(resource: string, done: number, total: number): void;
  line(text: string): void;
}

export const SILENT_PROGRESS: ImportProgress = { step: () => undefined, line: () => undefined };

export function progressBar(resource: string, done: number, total: number, width = 10): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `${resource.padEnd(12)} ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total}`;
}

export function streamProgress(stream: NodeJS.WriteStream): ImportProgress {
  const tty = stream.isTTY === true;
  return {
    step(resource, done, total) {
      if (tty) stream.write(`\r${progressBar(resource, done, total)}${done === total ? '\n' : ''}`);
      else if (done === total) stream.write(`${resource}: ${done}/${total}\n`);
    },
    line: (text) => stream.write(`${text}\n`),
  };
}

/** The counts printed at the end, one line per resource. */
export function countsTable(counts: Map<string, ResourceCounts>): string {
  return [...counts]
    .map(([resource, c]) => `${resource.padEnd(12)} inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}, refused ${c.refused}`)
    .join('\n');
}
