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
	"dog_id" integer NOT NULL,
	"public_variants" jsonb NOT NULL,
	CONSTRAINT "health_certificates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "health_certificates" ADD CONSTRAINT "health_certificates_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_certificates_dog_idx" ON "health_certificates" USING btree ("dog_id");