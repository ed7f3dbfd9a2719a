CREATE TABLE "certificate_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"threshold" integer NOT NULL,
	"days_left" integer NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_reminders_threshold_check" CHECK (threshold in (60, 30, 7, 0))
);
--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_reminders_uq" ON "certificate_reminders" USING btree ("certificate_id","expiry_date","threshold");--> statement-breakpoint
CREATE INDEX "certificate_reminders_email_idx" ON "certificate_reminders" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "certificate_reminders_created_idx" ON "certificate_reminders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_certificate_idx" ON "applications" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_renewal_uq" ON "applications" USING btree ("certificate_id") WHERE certificate_id is not null and status in ('draft', 'submitted', 'under-review', 'payment-pending', 'inspection-scheduled', 'inspection-completed', 'review-panel', 'approved', 'audit-required');