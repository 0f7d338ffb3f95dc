// spec 2.2: tracking-tag image-section codes; anything else is 'ot'.
export const IMAGE_SECTION_CODES: Readonly<Record<string, string>> = {
  football: 'mfootbl',
  softball: 'wsoftbl',
  homepage: 'frontpage',
  signingday: 'signingday',
};

export const OTHER_IMAGE_SECTION_CODE = 'ot';

/** 'Home page', 'home-page' and 'homepage' name the same section, so case, spaces and punctuation are ignored. */
export function imageSectionCode(section: string | null | undefined): string {
  const key = (section ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return Object.hasOwn(IMAGE_SECTION_CODES, key) ? (IMAGE_SECTION_CODES[key] as string) : OTHER_IMAGE_SECTION_CODE;
}
