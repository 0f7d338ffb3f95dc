import { hashPassword } from '../../server/auth/password';
import { formSubmissions, forms } from '../../server/store/tables/forms';
import { demoFormsOf, dayFrom } from '../forms/demo-forms';
import { demoAccessCodeOf } from '../hidden/access-codes';
import type { SeedContext } from '../seed-context';

const HOUR = 3_600_000;

/**
 * Seeds one school's forms (spec 4 and 5): five open ones covering every field type and condition,
 * a pending, a closed and a full one (its seeded submissions reach the maximum), a hidden staff
 * draft and one protected by the school's demo access code. Dates follow the seed's anchor.
 */
export async function seedForms(context: SeedContext): Promise<void> {
  const { db, tenantId, school, today } = context;
  const accessCodeHash = await hashPassword(demoAccessCodeOf(school.key));
  for (const form of demoFormsOf(school)) {
    const [row] = await db
      .insert(forms)
      .values({
        tenantId,
        title: form.title,
        description: form.description,
        fields: form.fields,
        startDate: dayFrom(today, form.startDay),
        expirationDate: dayFrom(today, form.expirationDay),
        maxSubmissions: form.maxSubmissions,
        hidden: form.hidden ?? false,
        accessCodeHash: form.protected ? accessCodeHash : null,
        createdAt: new Date(today - 45 * 24 * HOUR),
      })
      .returning({ id: forms.id });
    const submissions = form.submissions ?? [];
    if (submissions.length === 0) continue;
    await db.insert(formSubmissions).values(
      submissions.map((values, index) => ({ formId: row!.id, tenantId, values, submittedAt: new Date(today - (index + 1) * 5 * HOUR) })),
    );
  }
}
