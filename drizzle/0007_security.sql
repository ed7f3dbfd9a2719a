CREATE TABLE "totp_last_steps" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_last_steps" ADD CONSTRAINT "totp_last_steps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;