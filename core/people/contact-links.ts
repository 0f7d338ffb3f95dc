// Staff contact details become links: email opens mail, a phone number dials (tel:).

/** 'mailto:name@school.edu', or undefined when there is no usable address. */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const address = (email ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : undefined;
}

/** 'tel:+15550102290' from '+1 (555) 010-2290': digits only, a leading + kept; undefined without digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  const text = (phone ?? '').trim();
  // An extension ('x123', 'ext. 12') is not dialled.
  const main = text.split(/\s*(?:x|ext\.?)\s*\d/i)[0] ?? '';
  const digits = main.replace(/\D/g, '');
  if (digits === '') return undefined;
  return `tel:${main.startsWith('+') ? '+' : ''}${digits}`;
}
