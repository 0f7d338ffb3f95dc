/**
 * The browser's fetch from a page on `pageOrigin` (the Fetch standard's CORS rules, as far as the
 * adapters meet them): every call to another origin is preflighted when it sends a header that is not
 * CORS-safelisted (`tenant` always is not), fails like a browser's ('TypeError: Failed to fetch') when
 * the server does not allow the origin, method or a header, and shows the page only the safelisted and
 * exposed response headers. Node's fetch checks none of it, so a test over it would prove nothing.
 */
const SAFELISTED_REQUEST = new Set(['accept', 'accept-language', 'content-language']);
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const SAFELISTED_RESPONSE = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const list = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== '');

function blocked(why: string): TypeError {
  return new TypeError(`Failed to fetch (CORS: ${why})`);
}

function unsafeHeaders(headers: Headers): string[] {
  const names: string[] = [];
  headers.forEach((value, name) => {
    if (SAFELISTED_REQUEST.has(name)) return;
    if (name === 'content-type' && SIMPLE_CONTENT_TYPES.has(value.split(';')[0]!.trim().toLowerCase())) return;
    names.push(name);
  });
  return names.sort();
}

function allowsOrigin(response: Response, origin: string): boolean {
  const allowed = response.headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
}

/** Only what a cross-origin page may read of the answer. */
function exposed(response: Response): Response {
  const visible = new Set([...SAFELISTED_RESPONSE, ...list(response.headers.get('access-control-expose-headers'))]);
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (visible.has(name)) headers.set(name, value);
  });
  // A 204 or 304 answer has no body to pass on (the Response constructor refuses one).
  return new Response(NULL_BODY.has(response.status) ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}

export function crossOriginFetch(pageOrigin: string, inner: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === pageOrigin) return inner(input, init);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const unsafe = unsafeHeaders(headers);
    if (!SIMPLE_METHODS.has(method) || unsafe.length > 0) {
      const answer = await inner(url, {
        method: 'OPTIONS',
        headers: { origin: pageOrigin, 'access-control-request-method': method, ...(unsafe.length ? { 'access-control-request-headers': unsafe.join(',') } : {}) },
        signal: init.signal,
      });
      if (!answer.ok) throw blocked(`preflight answered ${answer.status}`);
      if (!allowsOrigin(answer, pageOrigin)) throw blocked(`preflight does not allow ${pageOrigin}`);
      const methods = list(answer.headers.get('access-control-allow-methods'));
      if (!SIMPLE_METHODS.has(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*')) throw blocked(`method ${method} not allowed`);
      const allowedHeaders = list(answer.headers.get('access-control-allow-headers'));
      const missing = unsafe.filter((name) => !allowedHeaders.includes(name) && !allowedHeaders.includes('*'));
      if (missing.length) throw blocked(`header ${missing.join(', ')} not allowed`);
    }
    headers.set('origin', pageOrigin);
    const response = await inner(url, { ...init, method, headers });
    if (!allowsOrigin(response, pageOrigin)) throw blocked(`answer does not allow ${pageOrigin}`);
    return exposed(response);
  };
}
