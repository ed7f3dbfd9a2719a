ALTER TABLE "email_outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reporter_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_locale_check" CHECK (locale in ('en', 'fr-CA', 'es-MX'));--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reporter_locale_check" CHECK (reporter_locale in ('en', 'fr-CA', 'es-MX'));