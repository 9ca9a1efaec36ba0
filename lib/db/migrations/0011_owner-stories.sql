CREATE TABLE "owner_photos" (
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
	"story_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gallery_image_id" integer,
	CONSTRAINT "owner_photos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "owner_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer,
	"dog_id" integer,
	"first_name" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"edited_text" text,
	"edited_at" timestamp with time zone,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_upload_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "dog_id" integer;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_story_id_owner_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."owner_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_gallery_image_id_gallery_images_id_fk" FOREIGN KEY ("gallery_image_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_stories" ADD CONSTRAINT "owner_stories_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_stories" ADD CONSTRAINT "owner_stories_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_upload_attempts" ADD CONSTRAINT "owner_upload_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_photos_story_idx" ON "owner_photos" USING btree ("story_id","position");--> statement-breakpoint
CREATE INDEX "owner_stories_status_idx" ON "owner_stories" USING btree ("status","decided_at");--> statement-breakpoint
CREATE INDEX "owner_stories_application_idx" ON "owner_stories" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "owner_stories_dog_idx" ON "owner_stories" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "owner_upload_attempts_idx" ON "owner_upload_attempts" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;