CREATE TABLE "place_data" (
	"source" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"region_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "places_kind_country_key_region_code_pk" PRIMARY KEY("kind","country","key","region_code"),
	CONSTRAINT "places_kind_check" CHECK (kind in ('postal', 'city')),
	CONSTRAINT "places_country_check" CHECK (country in ('US', 'CA', 'MX'))
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"base_lat" double precision,
	"base_lon" double precision,
	"base_label" text DEFAULT '' NOT NULL,
	"radius" double precision DEFAULT 0 NOT NULL,
	"radius_unit" text DEFAULT 'km' NOT NULL,
	"radius_km" double precision GENERATED ALWAYS AS (case when radius_unit = 'mi' then radius * 1.609344 else radius end) STORED NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"postal_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT 'business' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"base_point" "point" GENERATED ALWAYS AS (case when base_lat is not null and base_lon is not null then point(base_lon, base_lat) end) STORED,
	"coverage" "box" GENERATED ALWAYS AS (case when base_lat is not null and base_lon is not null and radius > 0 then box(
        point(base_lon - (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / (111.32 * greatest(cos(radians(least(abs(base_lat), 89))), 0.01)),
              base_lat - (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / 110.57),
        point(base_lon + (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / (111.32 * greatest(cos(radians(least(abs(base_lat), 89))), 0.01)),
              base_lat + (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / 110.57)) end) STORED,
	CONSTRAINT "service_areas_radius_unit_check" CHECK (radius_unit in ('km', 'mi')),
	CONSTRAINT "service_areas_source_check" CHECK (source in ('address-default', 'business', 'staff')),
	CONSTRAINT "service_areas_radius_check" CHECK (radius >= 0 and (case when radius_unit = 'mi' then radius * 1.609344 else radius end) <= 500),
	CONSTRAINT "service_areas_base_check" CHECK ((base_lat is null) = (base_lon is null) and (base_lat is null or (base_lat between -90 and 90 and base_lon between -180 and 180)))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, business_name), 'A') || setweight(jsonb_to_tsvector('english'::regconfig, coalesce(metadata -> 'services_offered', '[]'::jsonb), '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(metadata ->> 'business_description', '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_key_idx" ON "places" USING btree ("key","kind");--> statement-breakpoint
CREATE INDEX "places_key_trgm_idx" ON "places" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_areas_coverage_idx" ON "service_areas" USING gist ("coverage");--> statement-breakpoint
CREATE INDEX "service_areas_base_point_idx" ON "service_areas" USING gist ("base_point");--> statement-breakpoint
CREATE INDEX "service_areas_regions_idx" ON "service_areas" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "service_areas_postal_prefixes_idx" ON "service_areas" USING gin ("postal_prefixes");--> statement-breakpoint
CREATE INDEX "service_areas_updated_by_idx" ON "service_areas" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "applications_search_document_idx" ON "applications" USING gin ("search_document");