import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formSubscribeInfoWire, formWire, type FormSubscribeInfoWire } from '../../contract/forms';
import { notFound } from '../http/api-error';
import { findForm, submissionCountOf, toFormWire, type FormRow } from '../forms/form-records';
import { sports } from '../store/tables/foundation';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { ACCESS_CODE_HEADER, ACCESS_CODE_LIMITS } from './documents.routes';
import { FailureLimiter } from './failure-limiter';
import { protectedForm } from './forms-access';
import { registerFormStaffRoutes } from './forms-staff.routes';
import { registerFormSubmitRoutes } from './forms-submit.routes';
import { hiddenGet, privateGet } from './hidden-route';

const TAG = 'Forms';

/** Forms and surveys (spec 4 and 5): each form's schema and status, submissions, and the staff views. */
export async function registerFormRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const { db, now } = deps;
  const answer = async (row: FormRow | undefined) => {
    if (!row) throw notFound('No such form.');
    return toFormWire(row, await submissionCountOf(db, row.id), now());
  };

  // v2-reference 29: the newsletter sign-up's texts and the sports to choose from.
  apiGet(app, { path: '/Forms/subscribe/info', summary: "The newsletter sign-up form's title, notes and categories (the school's sports)", tag: TAG, response: formSubscribeInfoWire }, async ({ tenant }) => {
    const categories = await db
      .select({ id: sports.id, title: sports.title })
      .from(sports)
      .where(and(eq(sports.tenantId, tenant.id), eq(sports.nonSport, false)))
      .orderBy(asc(sports.id));
    const info: FormSubscribeInfoWire = {
      title: `${tenant.name} Newsletter`,
      description: 'News, schedules and results of the sports you follow, by email.',
      hideCompanyField: true,
      emailWhitelistNote: 'Add our sending address to your contacts so our emails reach your inbox.',
      categories,
    };
    return info;
  });

  apiGet(
    app,
    { path: `/Forms/${intSegment('formId')}`, summary: 'One public form: its raw schema (for the form parser) and its status at the server clock', tag: TAG, response: formWire, statuses: { 404: 'No such public form' } },
    async ({ tenant, params }) => answer(await findForm(db, tenant.id, Number(params.formId), 'public')),
  );

  hiddenGet(
    app,
    { path: `/Hidden/Forms/${intSegment('formId')}`, summary: "Any form of the school (hidden drafts and protected ones too), as /Forms/{formId}; staff only", response: formWire, statuses: { 404: 'No such form at this school' } },
    async ({ tenant, params }) => answer(await findForm(db, tenant.id, Number(params.formId), 'staff')),
  );

  const wrongCodes = new FailureLimiter({ ...ACCESS_CODE_LIMITS, now });
  privateGet(
    app,
    {
      path: `/Protected/Forms/${intSegment('formId')}`,
      summary: `One protected form, as /Forms/{formId}, for the school's staff or with its access code in the ${ACCESS_CODE_HEADER} header`,
      tag: 'Protected',
      response: formWire,
      statuses: {
        401: `No access code (access_code_required): send it in ${ACCESS_CODE_HEADER}`,
        403: 'Wrong access code (access_code_wrong)',
        404: 'No protected form with that id (staff sessions only; others get 401 or 403)',
        429: 'Too many wrong access codes from this address (Retry-After says when to try again)',
      },
    },
    async ({ request, reply, params }) => answer(await protectedForm(db, request, reply, Number(params.formId), wrongCodes)),
  );

  await registerFormSubmitRoutes(app, deps, wrongCodes);
  await registerFormStaffRoutes(app, deps);
}
