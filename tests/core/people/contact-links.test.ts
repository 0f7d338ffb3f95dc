import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '../../../core/people/contact-links';

describe('telHref', () => {
  it('dials the digits of the number in order, keeping a leading +', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }).map(String), fc.constantFrom(' ', '-', '(', ')', '.')), { minLength: 1, maxLength: 20 }), (plus, parts) => {
        const phone = `${plus ? '+' : ''}${parts.join('')}`;
        const digits = parts.join('').replace(/\D/g, '');
        const href = telHref(phone);
        if (digits === '') expect(href).toBeUndefined();
        else expect(href).toBe(`tel:${plus ? '+' : ''}${digits}`);
      }),
    );
  });

  it('leaves an extension out', () => {
    expect(telHref('(555) 010-2290 ext. 12')).toBe('tel:5550102290');
    expect(telHref('555-0102 x4')).toBe('tel:5550102');
    expect(telHref('')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
  });
});

describe('mailtoHref', () => {
  it('links an address with one @ and no spaces', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(mailtoHref(` ${email} `)).toBe(`mailto:${email}`);
      }),
    );
  });

  it('refuses text that is not an address', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !text.includes('@')), (text) => {
        expect(mailtoHref(text)).toBeUndefined();
      }),
    );
    expect(mailtoHref('a b@c.d')).toBeUndefined();
  });
});
