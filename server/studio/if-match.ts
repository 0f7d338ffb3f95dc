import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

/** Who changed an item last and when, as a 412 tells the editor whose change theirs collided with. */
export interface CurrentVersion {
  version: number;
  updatedAt: string | null;
  updatedBy: { id: number; name: string } | null;
}

const IF_MATCH = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/;

/**
 * The version the client edited, from `If-Match: "<version>"` (a weak tag or a bare number is read too).
 * Missing → 428 `version_required`; not a version → 400.
 */
export function versionFrom(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') throw new ApiError(428, 'version_required', 'Send the version you edited in the If-Match header, like If-Match: "3".');
  const match = IF_MATCH.exec(value);
  if (!match) throw new ApiError(400, 'invalid_if_match', 'If-Match must name one version, like "3".');
  return Number(match[1]);
}

/** 412 `version_conflict` with who changed the item since. */
export function versionConflict(current: CurrentVersion): ApiError {
  const message = 'Someone else changed this while you were editing.';
  return new ApiError(412, 'version_conflict', message, { error: { code: 'version_conflict', message, current } });
}

/** Throws the 412 unless the client edited the current version. */
export function checkVersion(expected: number, current: CurrentVersion): void {
  if (expected !== current.version) throw versionConflict(current);
}

/** `ETag: "<version>"` of one item. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}
