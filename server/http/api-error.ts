/** An error the API reports to the client as `{ error: { code, message } }` with its status (DESIGN 8). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** A body to send instead of ours, for the reference's own error shapes. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new ApiError(400, code, message);
export const notFound = (message: string, code = 'not_found') => new ApiError(404, code, message);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** v2-reference 1.4: a feature the site has not set up is a 404 with `{ "Message": "..." }`. */
export const featureNotConfigured = (message: string) => new ApiError(404, 'not_configured', message, { Message: message });
