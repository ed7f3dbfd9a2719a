CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"alt" text NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_created_idx" ON "media_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_images_uploaded_by_idx" ON "media_images" USING btree ("uploaded_by");--> statement-breakpoint
-- hand-written (decision 061): site search vectors, generated and stored, with GIN indexes.
-- Kept out of the Drizzle schema so that whole-row selects never carry them; read only by
-- app/modules/search. Titles weigh A, text B (a post's body C).
ALTER TABLE "standard_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("number", '') || ' ' || coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "sub_standards" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("sub_number", '') || ' ' || coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "standard_discussions" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("comment", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("faq_answer", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "manual_sections" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("body", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("body", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "standard_items_search_idx" ON "standard_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sub_standards_search_idx" ON "sub_standards" USING gin ("search");--> statement-breakpoint
CREATE INDEX "standard_discussions_search_idx" ON "standard_discussions" USING gin ("search") WHERE "is_faq";--> statement-breakpoint
CREATE INDEX "manual_sections_search_idx" ON "manual_sections" USING gin ("search") WHERE "removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");
