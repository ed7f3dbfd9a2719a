CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_business_name_trgm_idx" ON "applications" USING gin ("business_name" gin_trgm_ops);