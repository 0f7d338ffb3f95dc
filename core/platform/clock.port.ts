/** Time as the domain sees it. core never reads the system clock itself (DESIGN 2). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
