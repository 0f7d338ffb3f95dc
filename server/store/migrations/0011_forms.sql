-- Forms and surveys (spec 4 and 5): each school's forms with their raw field list, and the
-- submissions, one idempotency key per form at most. Generated with npm run db:sql from
-- server/store/tables/forms.ts.
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"start_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"max_submissions" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"access_code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "forms_tenant" ON "forms" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_form_time" ON "form_submissions" USING btree ("form_id","submitted_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_form_key" ON "form_submissions" USING btree ("form_id","idempotency_key");
