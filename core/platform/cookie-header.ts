/**
 * The name and value of each cookie a Cookie header (or `document.cookie`) carries, in order, as
 * sent: names trimmed, values not decoded, a value holding '=' kept whole, empty names skipped.
 */
export function cookieHeaderPairs(header: string): Array<[name: string, value: string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) pairs.push([name, value.join('=')]);
  }
  return pairs;
}
