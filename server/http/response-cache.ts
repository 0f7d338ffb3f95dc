import { createHash } from 'node:crypto';
import type { ContentEncoding } from './compression';

export interface CachedResponse {
  status: number;
  body: string;
  contentType: string;
  etag: string;
  cacheControl: string;
  storedAt: number;
  /** When the answer stops being true (a notice's window opens or closes), if sooner than the TTL. */
  expiresAt?: number;
  /** The body names the host it was asked on (absolute URLs): the answer varies by host. */
  namesHost?: boolean;
  /** Compressed copies of `body`, made on the first request that accepts each encoding. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
}

export interface ResponseCacheOptions {
  /** How long an entry serves without asking the database (bounds staleness across instances). */
  ttlMs: number;
  /** How long past its TTL an entry may still be served while a request makes it again (stale-while-revalidate). */
  staleMs?: number;
  maxEntries: number;
  maxBytes: number;
}

/**
 * Hot GET responses per tenant, kept off the database until a write to that tenant invalidates them
 * or the TTL passes. Least recently used entries go first when a bound is reached.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** Per tenant, +1 on every invalidation: an answer read before one is not stored after it. */
  private readonly generations = new Map<number, number>();

  constructor(private readonly options: ResponseCacheOptions) {}

  static key(tenantId: number, url: string): string {
    return `${tenantId}\u0000${url}`;
  }

  /** A fresh entry. */
  get(key: string, now: number): CachedResponse | undefined {
    const hit = this.lookup(key, now);
    return hit && !hit.stale ? hit.entry : undefined;
  }

  /**
   * A fresh entry, or one past its TTL by less than `staleMs`, marked stale. An entry whose answer has stopped being
   * true (`expiresAt`) or that a write dropped is never served.
   */
  lookup(key: string, now: number): { entry: CachedResponse; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.storedAt;
    if (age > this.options.ttlMs + (this.options.staleMs ?? 0) || (entry.expiresAt !== undefined && now >= entry.expiresAt)) {
      this.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, stale: age > this.options.ttlMs };
  }

  /** The tenant's invalidation count; pass it back to `set` to refuse an answer read before a later invalidation. */
  generation(tenantId: number): number {
    return this.generations.get(tenantId) ?? 0;
  }

  set(key: string, entry: CachedResponse, tenantGeneration?: { tenantId: number; generation: number }): void {
    if (tenantGeneration && this.generation(tenantGeneration.tenantId) !== tenantGeneration.generation) return;
    this.delete(key);
    if (entry.body.length > this.options.maxBytes / 10) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldKey] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldKey);
    }
  }

  /** Drops every entry of a tenant: called after any write that changes what it serves. */
  invalidateTenant(tenantId: number): void {
    this.generations.set(tenantId, this.generation(tenantId) + 1);
    const prefix = `${tenantId}\u0000`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (weak comparison, lists and '*' allowed). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
