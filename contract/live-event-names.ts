/**
 * The events of the live streams (the `event:` of each message). Apart from the schemas, so a stream
 * can listen for them before its parser has loaded (contract/live-scoreboard.ts re-exports them).
 */
export const LIVE_EVENT = { state: 'state', delta: 'delta', scoreboard: 'scoreboard', item: 'item' } as const;
