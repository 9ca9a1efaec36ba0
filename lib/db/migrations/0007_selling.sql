CREATE TABLE "application_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"label_hu" text DEFAULT '' NOT NULL,
	"label_de" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_sex" text,
	"preferred_color" text,
	"litter_id" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"decision_message" text,
	"decided_at" timestamp with time zone,
	"line_rank" double precision,
	"passes" integer DEFAULT 0 NOT NULL,
	"deposit_amount" integer,
	"deposit_currency" text,
	"deposit_due_at" date,
	"deposit_reference" text,
	"deposit_received_at" timestamp with time zone,
	"dog_id" integer,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "applications_deposit_reference_unique" UNIQUE("deposit_reference")
);
--> statement-breakpoint
CREATE TABLE "litter_images" (
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
	"litter_id" integer NOT NULL,
	CONSTRAINT "litter_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "litters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"mother_id" integer NOT NULL,
	"father_id" integer,
	"outside_sire_name" text,
	"outside_sire_registration" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"mated_at" date,
	"expected_at" date,
	"born_at" date,
	"expected" jsonb DEFAULT '{"males":0,"females":0,"colors":{}}'::jsonb NOT NULL,
	"born" jsonb DEFAULT '{"males":0,"females":0,"colors":{}}'::jsonb NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"note_hu" text DEFAULT '' NOT NULL,
	"note_de" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "litters_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"dog_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_news" (
	"subscription_id" integer NOT NULL,
	"litter_id" integer NOT NULL,
	"event" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_news_subscription_id_litter_id_event_pk" PRIMARY KEY("subscription_id","litter_id","event"),
	CONSTRAINT "subscription_news_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"locale" text NOT NULL,
	"litter_id" integer,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "litter_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "litter_images" ADD CONSTRAINT "litter_images_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "litters" ADD CONSTRAINT "litters_mother_id_dogs_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."dogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "litters" ADD CONSTRAINT "litters_father_id_dogs_id_fk" FOREIGN KEY ("father_id") REFERENCES "public"."dogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_news" ADD CONSTRAINT "subscription_news_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_news" ADD CONSTRAINT "subscription_news_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_litter_idx" ON "applications" USING btree ("litter_id","status");--> statement-breakpoint
CREATE INDEX "applications_closed_idx" ON "applications" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "litter_images_litter_idx" ON "litter_images" USING btree ("litter_id","position");--> statement-breakpoint
CREATE INDEX "litters_status_idx" ON "litters" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_dog_idx" ON "offers" USING btree ("dog_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_application_idx" ON "offers" USING btree ("application_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_expires_idx" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_mailbox_litter_idx" ON "subscriptions" USING btree ("mailbox",coalesce("litter_id", 0));--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;