/** A person's name as the URL segment of their bio page: 'Owen Pham' → 'owen-pham'. */
export function personSlug(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A name with no letters or digits still needs a segment, or the bio path would break.
  return slug === '' ? 'bio' : slug;
}

/** 'Owen Pham': the name a page shows and the alt text of the person's headshot. */
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim().replace(/\s+/g, ' ');
}
