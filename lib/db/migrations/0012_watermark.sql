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
ALTER TABLE "gallery_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "litter_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "news_images" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD COLUMN "watermark" text;--> statement-breakpoint
ALTER TABLE "page_images" ADD COLUMN "watermark" text;