/** #28: what the health routes and the shutdown share: whether the instance is draining, and what its drain closed. */
export class ServerLifecycle {
  /** Set on SIGTERM: /readyz answers 503, so a balancer sends no more. */
  draining = false;
  /** Live streams (games and scoreboards) told to reconnect elsewhere and ended at shutdown. */
  liveStreamsClosed = 0;
}
