/**
 * The access code of a demo school's protected document (the parents' information packet),
 * for trying /protected/... pages; docs/forms-and-staff.md gives it. The store keeps only its argon2id hash.
 */
export function demoAccessCodeOf(schoolKey: string): string {
  return `parents-${schoolKey}`;
}
