/**
 * Content sealed with an access code (AES-GCM under a PBKDF2 key of the code), so a snapshot every
 * browser downloads holds neither the code nor readable content: only the right code opens it, as
 * only the right code opens it on the server. WebCrypto: the same in the browser and in Node.
 */
export interface Sealed {
  /** base64 of the PBKDF2 salt, the AES-GCM nonce and the ciphertext. */
  salt: string;
  iv: string;
  data: string;
}

const ITERATIONS = 150_000;
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function keyOf(code: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(code), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function seal(value: unknown, code: string): Promise<Sealed> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(code, salt), new TextEncoder().encode(JSON.stringify(value)));
  return { salt: toBase64(salt), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The sealed value, or undefined when `code` is not the one it was sealed with. */
export async function unseal<T>(sealed: Sealed, code: string): Promise<T | undefined> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, await keyOf(code, fromBase64(sealed.salt)), fromBase64(sealed.data));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return undefined;
  }
}
