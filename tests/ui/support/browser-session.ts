/**
 * A browser's cookie store for the app under jsdom: the fetch it gives keeps the cookies the
 * server sets (per name, as a browser would for one site) and sends them back, so a staff
 * sign-in holds across renders of the same session. Expiry by Max-Age=0 removes a cookie.
 */
export function browserSession(): { fetch: typeof fetch; cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const sessionFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch: sessionFetch, cookies };
}
