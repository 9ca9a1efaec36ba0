CREATE TABLE "calendar_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deworming_days" jsonb DEFAULT '[14,28,42,56]'::jsonb NOT NULL,
	"vaccination_days" jsonb DEFAULT '[42,56]'::jsonb NOT NULL,
	"feed_key_hash" text,
	"feed_key_created_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heats" (
	"id" serial PRIMARY KEY NOT NULL,
	"dog_id" integer NOT NULL,
	"started_at" date NOT NULL,
	"progesterone" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ovulation_at" date,
	"litter_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "litters" ADD COLUMN "whelping" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heats_dog_idx" ON "heats" USING btree ("dog_id","started_at");