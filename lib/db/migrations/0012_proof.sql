CREATE TABLE "health_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"variants" jsonb NOT NULL,
	"focal_x" real,
	"focal_y" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"watermark" text,
	"dog_id" integer NOT NULL,
	"public_variants" jsonb NOT NULL,
	CONSTRAINT "health_certificates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"dog_id" integer,
	"contract_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_dog_id_unique" UNIQUE("dog_id"),
	CONSTRAINT "verification_codes_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"dog_id" integer,
	"litter_id" integer,
	"diary_entry_id" integer,
	"state" text DEFAULT 'uploading' NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"error" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "videos_one_owner" CHECK (num_nonnulls("videos"."dog_id", "videos"."litter_id", "videos"."diary_entry_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "watermark_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"corner" text DEFAULT 'bottom-right' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "dog_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "dog_images" ADD COLUMN "with_mother" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "country_of_birth" text DEFAULT 'HU' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "pet_passport" boolean;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "vaccinations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "litter_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "page_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "health_certificates" ADD CONSTRAINT "health_certificates_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_diary_entry_id_diary_entries_id_fk" FOREIGN KEY ("diary_entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_certificates_dog_idx" ON "health_certificates" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "videos_dog_idx" ON "videos" USING btree ("dog_id","position");--> statement-breakpoint
CREATE INDEX "videos_litter_idx" ON "videos" USING btree ("litter_id","position");--> statement-breakpoint
CREATE INDEX "videos_diary_idx" ON "videos" USING btree ("diary_entry_id","position");