export interface CookieOptions {
  /** Absolute expiry in epoch milliseconds; omitted means a session cookie. */
  expires?: number;
  /** spec 9: cookie default path is '/'. */
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}
