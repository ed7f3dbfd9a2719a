CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"standard_item_id" uuid,
	"sub_standard_id" uuid,
	"standard_category_id" uuid,
	"manual_chapter_id" uuid,
	"manual_section_id" uuid,
	"blog_post_id" uuid,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"excerpt" text,
	"image_alt" text,
	"source_version" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_check" CHECK (kind in ('standard_item', 'sub_standard', 'standard_category', 'manual_chapter', 'manual_section', 'blog_post')),
	CONSTRAINT "content_translations_locale_check" CHECK (locale in ('fr-CA', 'es-MX')),
	CONSTRAINT "content_translations_part_check" CHECK (((kind = 'standard_item') = (standard_item_id is not null)) and ((kind = 'sub_standard') = (sub_standard_id is not null)) and ((kind = 'standard_category') = (standard_category_id is not null)) and ((kind = 'manual_chapter') = (manual_chapter_id is not null)) and ((kind = 'manual_section') = (manual_section_id is not null)) and ((kind = 'blog_post') = (blog_post_id is not null))),
	CONSTRAINT "content_translations_title_check" CHECK (length(trim(title)) > 0)
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_standard_item_id_standard_items_id_fk" FOREIGN KEY ("standard_item_id") REFERENCES "public"."standard_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_sub_standard_id_sub_standards_id_fk" FOREIGN KEY ("sub_standard_id") REFERENCES "public"."sub_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_standard_category_id_standard_categories_id_fk" FOREIGN KEY ("standard_category_id") REFERENCES "public"."standard_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_manual_chapter_id_manual_chapters_id_fk" FOREIGN KEY ("manual_chapter_id") REFERENCES "public"."manual_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_manual_section_id_manual_sections_id_fk" FOREIGN KEY ("manual_section_id") REFERENCES "public"."manual_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_blog_post_id_blog_posts_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_part_uq" ON "content_translations" USING btree ("kind",coalesce("standard_item_id", "sub_standard_id", "standard_category_id", "manual_chapter_id", "manual_section_id", "blog_post_id"),"locale");--> statement-breakpoint
CREATE INDEX "content_translations_standard_item_idx" ON "content_translations" USING btree ("standard_item_id");--> statement-breakpoint
CREATE INDEX "content_translations_sub_standard_idx" ON "content_translations" USING btree ("sub_standard_id");--> statement-breakpoint
CREATE INDEX "content_translations_category_idx" ON "content_translations" USING btree ("standard_category_id");--> statement-breakpoint
CREATE INDEX "content_translations_manual_chapter_idx" ON "content_translations" USING btree ("manual_chapter_id");--> statement-breakpoint
CREATE INDEX "content_translations_manual_section_idx" ON "content_translations" USING btree ("manual_section_id");--> statement-breakpoint
CREATE INDEX "content_translations_blog_post_idx" ON "content_translations" USING btree ("blog_post_id");--> statement-breakpoint
CREATE INDEX "content_translations_updated_by_idx" ON "content_translations" USING btree ("updated_by");