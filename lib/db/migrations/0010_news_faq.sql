CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	"question_hu" text DEFAULT '' NOT NULL,
	"question_de" text DEFAULT '' NOT NULL,
	"answer_en" jsonb,
	"answer_hu" jsonb,
	"answer_de" jsonb,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_images" (
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
	"news_id" integer NOT NULL,
	CONSTRAINT "news_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_hu" text DEFAULT '' NOT NULL,
	"title_de" text DEFAULT '' NOT NULL,
	"body_en" jsonb,
	"body_hu" jsonb,
	"body_de" jsonb,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"litter_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_id_news_posts_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_position_idx" ON "faq_entries" USING btree ("position");--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id","position");--> statement-breakpoint
CREATE INDEX "news_posts_publish_idx" ON "news_posts" USING btree ("publish_at","id");--> statement-breakpoint
CREATE INDEX "news_posts_litter_idx" ON "news_posts" USING btree ("litter_id");