CREATE TABLE "credential_issuer_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fragment" text NOT NULL,
	"public_key_multibase" text NOT NULL,
	"encrypted_secret_key" text NOT NULL,
	"key_source" text NOT NULL,
	"status" text DEFAULT 'current' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "credential_issuer_keys_fragment_unique" UNIQUE("fragment"),
	CONSTRAINT "credential_issuer_keys_public_key_multibase_unique" UNIQUE("public_key_multibase"),
	CONSTRAINT "credential_issuer_keys_status_check" CHECK (status in ('current', 'retired')),
	CONSTRAINT "credential_issuer_keys_key_source_check" CHECK (key_source in ('CREDENTIAL_SIGNING_KEY', 'AUTH_SECRET'))
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"purpose" text NOT NULL,
	"list_number" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"signed_version" integer DEFAULT 0 NOT NULL,
	"document" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_status_lists_purpose_list_number_pk" PRIMARY KEY("purpose","list_number"),
	CONSTRAINT "credential_status_lists_purpose_check" CHECK (purpose in ('revocation', 'suspension'))
);
--> statement-breakpoint
CREATE TABLE "credential_status_positions" (
	"status_list" integer NOT NULL,
	"status_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_status_positions_status_list_status_index_pk" PRIMARY KEY("status_list","status_index"),
	CONSTRAINT "credential_status_positions_list_check" CHECK (status_list >= 1),
	CONSTRAINT "credential_status_positions_index_check" CHECK (status_index >= 0)
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"key_id" uuid NOT NULL,
	"status_list" integer NOT NULL,
	"status_index" integer NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_certificate_period_unique" UNIQUE("certificate_id","valid_from"),
	CONSTRAINT "credentials_status_position_unique" UNIQUE("status_list","status_index"),
	CONSTRAINT "credentials_status_list_check" CHECK (status_list >= 1),
	CONSTRAINT "credentials_status_index_check" CHECK (status_index >= 0)
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_key_id_credential_issuer_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."credential_issuer_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_issuer_keys_one_current" ON "credential_issuer_keys" USING btree ((true)) WHERE status = 'current';--> statement-breakpoint
CREATE INDEX "credentials_certificate_idx" ON "credentials" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE INDEX "credentials_key_idx" ON "credentials" USING btree ("key_id");