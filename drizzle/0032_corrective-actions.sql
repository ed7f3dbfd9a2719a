CREATE TABLE "audit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"standard_number" text NOT NULL,
	"name" text NOT NULL,
	"object_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"location_kept" boolean DEFAULT false NOT NULL,
	"client_key" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_photos_object_path_unique" UNIQUE("object_path"),
	CONSTRAINT "audit_photos_client_key_unique" UNIQUE("client_key"),
	CONSTRAINT "audit_photos_size_check" CHECK (size > 0 and width > 0 and height > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_sync_receipts" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"inspection_id" uuid,
	"outcome" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_sync_receipts_outcome_check" CHECK (outcome in ('accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "corrective_action_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corrective_action_id" uuid NOT NULL,
	"name" text NOT NULL,
	"object_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_action_evidence_object_path_unique" UNIQUE("object_path")
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"standard_number" text NOT NULL,
	"standard_title" text NOT NULL,
	"severity" text NOT NULL,
	"finding_notes" text,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"root_cause" text,
	"changes_made" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"return_reason" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_actions_status_check" CHECK (status in ('open', 'answered', 'returned', 'accepted')),
	CONSTRAINT "corrective_actions_severity_check" CHECK (severity in ('minor', 'major')),
	CONSTRAINT "corrective_actions_shape_check" CHECK ((status not in ('answered', 'returned', 'accepted') or (root_cause is not null and changes_made is not null and answered_at is not null)) and (status <> 'returned' or return_reason is not null) and (status <> 'accepted' or (verified_at is not null))),
	CONSTRAINT "corrective_actions_length_check" CHECK (coalesce(length(root_cause), 0) <= 4000 and coalesce(length(changes_made), 0) <= 4000 and coalesce(length(return_reason), 0) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "follow_up_of" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "scope_standard_numbers" text[];--> statement-breakpoint
ALTER TABLE "audit_photos" ADD CONSTRAINT "audit_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_photos" ADD CONSTRAINT "audit_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_sync_receipts" ADD CONSTRAINT "audit_sync_receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_sync_receipts" ADD CONSTRAINT "audit_sync_receipts_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_action_evidence" ADD CONSTRAINT "corrective_action_evidence_corrective_action_id_corrective_actions_id_fk" FOREIGN KEY ("corrective_action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_action_evidence" ADD CONSTRAINT "corrective_action_evidence_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_photos_inspection_idx" ON "audit_photos" USING btree ("inspection_id","standard_number");--> statement-breakpoint
CREATE INDEX "audit_photos_uploaded_by_idx" ON "audit_photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "audit_sync_receipts_user_idx" ON "audit_sync_receipts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_sync_receipts_inspection_idx" ON "audit_sync_receipts" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "corrective_action_evidence_action_idx" ON "corrective_action_evidence" USING btree ("corrective_action_id");--> statement-breakpoint
CREATE INDEX "corrective_action_evidence_uploaded_by_idx" ON "corrective_action_evidence" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_standard_uq" ON "corrective_actions" USING btree ("inspection_id","standard_number");--> statement-breakpoint
CREATE INDEX "corrective_actions_application_idx" ON "corrective_actions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "corrective_actions_status_due_idx" ON "corrective_actions" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "corrective_actions_answered_by_idx" ON "corrective_actions" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "corrective_actions_verified_by_idx" ON "corrective_actions" USING btree ("verified_by");--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_follow_up_of_inspections_id_fk" FOREIGN KEY ("follow_up_of") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_follow_up_of_idx" ON "inspections" USING btree ("follow_up_of");