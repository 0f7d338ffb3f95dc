import type { WriteOutcome } from '../../../core/studio/studio-types';

/** Why a bulk action left one ticked item alone, after its title in the list's message. */
export function bulkRefusalReason(outcome: WriteOutcome<unknown>): string {
  if (outcome.kind === 'offline') return 'the studio cannot reach the server.';
  if (outcome.kind === 'conflict') return `${outcome.current?.updatedBy ? `${outcome.current.updatedBy.name} changed it` : 'someone changed it'} since this list was read; nothing was done to it.`;
  return outcome.kind === 'done' ? '' : outcome.message;
}
