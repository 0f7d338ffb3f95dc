import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formSubmissionsPageWire, formSummariesWire } from '../../contract/forms';
import { notFound } from '../http/api-error';
import { readPaging } from '../http/paging';
import { csvFileName, submissionsCsv } from '../forms/form-csv';
import { findForm, formSummaries, schemaOf, submissionCountOf } from '../forms/form-records';
import { allSubmissions, submissionsPage } from '../forms/form-submissions';
import type { ApiDeps } from './api-deps';
import { intSegment } from './api-route';
import { hiddenGet } from './hidden-route';

/** The staff views of forms: the school's forms and each one's submissions, as pages or CSV. */
export async function registerFormStaffRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  hiddenGet(app, { path: '/Hidden/Forms', summary: "The school's forms with their status and submission count; staff only", response: formSummariesWire }, ({ tenant }) => formSummaries(db, tenant.id, now()));

  hiddenGet(
    app,
    {
      path: `/Hidden/Forms/${intSegment('formId')}/submissions`,
      summary: "A form's submissions, newest first (v2 paging); staff only",
      response: formSubmissionsPageWire,
      statuses: { 400: 'A bad $pageIndex or $pageSize', 404: 'No such form at this school' },
    },
    async ({ request, tenant, params }) => {
      const paging = readPaging(request.query);
      const form = await findForm(db, tenant.id, Number(params.formId), 'staff');
      if (!form) throw notFound('No such form.');
      return submissionsPage(db, form.id, paging);
    },
  );

  hiddenGet(
    app,
    {
      path: `/Hidden/Forms/${intSegment('formId')}/submissions.csv`,
      summary: "A form's submissions as CSV (a column per field label, then the time), oldest first; staff only",
      response: z.string(),
      statuses: { 404: 'No such form at this school' },
      // The staff page's 'Download CSV' is a link: the school comes as ?tenant=, the session as the cookie.
      tenantFromQuery: true,
    },
    async ({ reply, tenant, params }) => {
      const form = await findForm(db, tenant.id, Number(params.formId), 'staff');
      if (!form) throw notFound('No such form.');
      const schema = schemaOf(form, await submissionCountOf(db, form.id));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${csvFileName(form.title, form.id)}"`);
      return submissionsCsv(schema, await allSubmissions(db, form.id));
    },
  );
}
