import type { StaffAccount } from '../../../core/studio/staff/staff-account';

/** One account of GET/POST/PUT /api/studio/staff (contract/studio/staff.ts), or null when it is not one. */
export function staffAccount(value: unknown): StaffAccount | null {
  const raw = (value ?? {}) as Record<string, unknown>;
  if (typeof raw.id !== 'number' || typeof raw.email !== 'string') return null;
  return {
    id: raw.id,
    version: typeof raw.version === 'number' ? raw.version : 1,
    email: raw.email,
    name: typeof raw.name === 'string' ? raw.name : raw.email,
    role: raw.role === 'admin' ? 'admin' : 'editor',
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : '',
    you: raw.you === true,
  };
}
