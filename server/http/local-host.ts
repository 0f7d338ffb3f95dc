/** A request's host name without its port: `example.edu:8080` → `example.edu`, `[::1]:80` → `[::1]`. */
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

/** Loopback hosts, where a browser treats plain http as secure (no HSTS, no Secure-only cookies needed). */
export function isLocalHost(host: string | undefined): boolean {
  const name = hostNameOf(host);
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}
