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
ALTER TABLE "subscription_news" ADD CONSTRAINT "subscription_news_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_news" ADD CONSTRAINT "subscription_news_litter_id_litters_id_fk" FOREIGN KEY ("litter_id") REFERENCES "public"."litters"("id") ON DELETE cascade ON UPDATE no action;