ALTER TABLE "mail_outbox" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "digest" text;