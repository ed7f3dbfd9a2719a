CREATE TABLE "complaint_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"name" text NOT NULL,
	"object_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_attachments_object_path_unique" UNIQUE("object_path")
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"body" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_events_kind_check" CHECK (kind in ('status', 'note', 'assigned', 'business-informed', 'business-response', 'reporter-anonymised'))
);
--> statement-breakpoint
CREATE TABLE "complaint_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"certificate_id" uuid NOT NULL,
	"business_id" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"findings" text,
	"withdrawal_reason" text,
	"description" text NOT NULL,
	"occurred_on" date NOT NULL,
	"location" text NOT NULL,
	"reporter_name" text,
	"reporter_email" text,
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"reporter_anonymised_at" timestamp with time zone,
	"assignee_id" text,
	"inform_business" boolean DEFAULT true NOT NULL,
	"business_informed_at" timestamp with time zone,
	"business_response" text,
	"business_responded_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledge_due_at" timestamp with time zone NOT NULL,
	"resolve_due_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference"),
	CONSTRAINT "complaints_status_check" CHECK (status in ('received', 'acknowledged', 'investigating', 'resolved', 'withdrawn')),
	CONSTRAINT "complaints_outcome_check" CHECK ((status = 'resolved') = (outcome is not null) and (outcome is null or outcome in ('upheld', 'not-upheld')))
);
--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_business_id_user_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_attachments_complaint_idx" ON "complaint_attachments" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_events_actor_idx" ON "complaint_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "complaints_business_idx" ON "complaints" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "complaints_certificate_idx" ON "complaints" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "complaints_assignee_idx" ON "complaints" USING btree ("assignee_id");