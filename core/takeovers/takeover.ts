/** spec 3: Takeover. */
export interface Takeover {
  type: string;
  id: number;
  url: string | null;
  cookie: string | null;
}

/** spec 3: Takeover config. */
export interface TakeoverConfig {
  isConcurrent: boolean;
}

/** What the takeovers call answers for one sport (spec 7). */
export interface TakeoverList {
  takeovers: Takeover[];
  config: TakeoverConfig;
}
