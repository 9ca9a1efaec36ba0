CREATE TABLE "dog_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"dog_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dog_images" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "dog_images" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "kind" text DEFAULT 'puppy' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "health_tests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "mother_id" integer;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "father_id" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "dog_slug_history" ADD CONSTRAINT "dog_slug_history_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_slug_history_dog_idx" ON "dog_slug_history" USING btree ("dog_id");--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_mother_id_dogs_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_father_id_dogs_id_fk" FOREIGN KEY ("father_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Slugs that became reserved (locale codes, the /our-dogs and /privacy pages) hid their dog: prefixed like slugify does.
UPDATE "dogs" SET "slug" = 'dog-' || "slug" WHERE "slug" IN ('en', 'hu', 'de', 'our-dogs', 'privacy') AND NOT EXISTS (SELECT 1 FROM "dogs" AS "other" WHERE "other"."slug" = 'dog-' || "dogs"."slug");
