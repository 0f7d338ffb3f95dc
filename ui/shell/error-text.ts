import { isRouteErrorResponse } from 'react-router-dom';

/** The readable text of whatever was thrown. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data) : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
