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
ALTER TABLE "videos" ADD CONSTRAINT "videos_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_diary_entry_id_diary_entries_id_fk" FOREIGN KEY ("diary_entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_dog_idx" ON "videos" USING btree ("dog_id","position");--> statement-breakpoint
CREATE INDEX "videos_litter_idx" ON "videos" USING btree ("litter_id","position");--> statement-breakpoint
CREATE INDEX "videos_diary_idx" ON "videos" USING btree ("diary_entry_id","position");