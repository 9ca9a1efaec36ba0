CREATE TABLE "diary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dog_id" integer,
	"litter_id" integer,
	"text_en" text DEFAULT '' NOT NULL,
	"text_hu" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"weights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"health_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_one_target" CHECK (("diary_entries"."dog_id" IS NULL) <> ("diary_entries"."litter_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "diary_images" (
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
	"entry_id" integer NOT NULL,
	CONSTRAINT "diary_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "diary_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_images" ADD CONSTRAINT "diary_images_entry_id_diary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_entries_dog_idx" ON "diary_entries" USING btree ("dog_id","posted_at");--> statement-breakpoint
CREATE INDEX "diary_entries_litter_idx" ON "diary_entries" USING btree ("litter_id","posted_at");--> statement-breakpoint
CREATE INDEX "diary_images_entry_idx" ON "diary_images" USING btree ("entry_id","position");