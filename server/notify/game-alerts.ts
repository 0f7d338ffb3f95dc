import { finalAlertDue, type FinalAlertGame } from '../../core/notify/final-alert';
import type { Db } from '../store/database';
import { queueNotifyEvent } from './notify-events';

/**
 * Issue 46: a game's final becomes one outbox event, in the transaction that posted it (the studio's result, the
 * live feed's complete document, a stat file). Keyed by game: whatever corrects the final later sends nothing more.
 */
export async function queueFinalAlert(tx: Db, game: FinalAlertGame & { id: number; tenantId: number }, at: Date): Promise<void> {
  if (!finalAlertDue(game)) return;
  await queueNotifyEvent(tx, { tenantId: game.tenantId, kind: 'final', key: `final:${game.id}`, payload: { gameId: game.id } }, at);
}

/** A game going live for the first time: devices that asked for its sport's starts hear of it (push only). */
export async function queueGameStart(tx: Db, game: { id: number; tenantId: number }, at: Date): Promise<void> {
  await queueNotifyEvent(tx, { tenantId: game.tenantId, kind: 'start', key: `start:${game.id}`, payload: { gameId: game.id } }, at);
}
