import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Where the measured durations are kept: `npm run test:durations` writes it from a full run. */
export const DURATIONS_FILE = path.join(import.meta.dirname, 'file-durations.json');

/** A test file's key in vitest's own results cache and in the durations file: `project:path`. */
export function fileKey(projectName: string, relativePath: string): string {
  return `${projectName}:${relativePath.split(path.sep).join('/')}`;
}

function knownDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Runs the longest unit and integration files first, from durations measured on a full run and kept in the
 * repository, on a fresh clone as on a warm one. Vitest's own order needs its results cache, which a clean clone
 * lacks: it then runs the larger files first, so a short file that runs long went late and kept one worker busy
 * while the other had finished. Files keep vitest's grouping (a project's files together, isolated ones first, so a
 * shared worker is reused); a file not measured yet runs first of its project, as vitest runs unknown files first.
 * The browser run keeps vitest's order (vitest.e2e.config.ts says why).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = knownDurations();
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification) => durations[fileKey(spec.project.name, path.relative(root, spec.moduleId))] ?? Number.POSITIVE_INFINITY;
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        Number(b.project.config.isolate) - Number(a.project.config.isolate) ||
        weight(b) - weight(a) ||
        size(b) - size(a),
    );
  }
}
