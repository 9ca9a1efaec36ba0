CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"meeting_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"enquiry_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_token_hash" text,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"locale" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"number" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"values" jsonb NOT NULL,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signer_ip" text,
	"signer_agent" text,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "applications" ADD COLUMN "diary_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "chip_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "dog_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_booking_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_documents" ADD CONSTRAINT "buyer_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_images" ADD CONSTRAINT "diary_images_entry_id_diary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."diary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_story_id_owner_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."owner_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_gallery_image_id_gallery_images_id_fk" FOREIGN KEY ("gallery_image_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_stories" ADD CONSTRAINT "owner_stories_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_stories" ADD CONSTRAINT "owner_stories_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_upload_attempts" ADD CONSTRAINT "owner_upload_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_starts_idx" ON "booking_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_slot_idx" ON "bookings" USING btree ("slot_id") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_cancel_token_idx" ON "bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_application_idx" ON "bookings" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bookings_enquiry_idx" ON "bookings" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "buyer_documents_application_idx" ON "buyer_documents" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_application_number_idx" ON "contracts" USING btree ("application_id","number");--> statement-breakpoint
CREATE INDEX "diary_entries_dog_idx" ON "diary_entries" USING btree ("dog_id","posted_at");--> statement-breakpoint
CREATE INDEX "diary_entries_litter_idx" ON "diary_entries" USING btree ("litter_id","posted_at");--> statement-breakpoint
CREATE INDEX "diary_images_entry_idx" ON "diary_images" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "owner_photos_story_idx" ON "owner_photos" USING btree ("story_id","position");--> statement-breakpoint
CREATE INDEX "owner_stories_status_idx" ON "owner_stories" USING btree ("status","decided_at");--> statement-breakpoint
CREATE INDEX "owner_stories_application_idx" ON "owner_stories" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "owner_stories_dog_idx" ON "owner_stories" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "owner_upload_attempts_idx" ON "owner_upload_attempts" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;