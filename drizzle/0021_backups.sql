CREATE TABLE "backups" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"requested_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"object_path" text NOT NULL,
	"size_bytes" bigint,
	"sha256" text,
	"encrypted" boolean DEFAULT false NOT NULL,
	"summary" jsonb,
	"error" text,
	CONSTRAINT "backups_status_check" CHECK (status in ('running', 'succeeded', 'failed', 'pruned')),
	CONSTRAINT "backups_kind_check" CHECK (kind in ('scheduled', 'manual', 'command'))
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_running_idx" ON "backups" USING btree ("status") WHERE status = 'running';