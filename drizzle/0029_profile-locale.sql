ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK (locale in ('en', 'fr-CA', 'es-MX'));