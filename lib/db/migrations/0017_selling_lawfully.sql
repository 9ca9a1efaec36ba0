ALTER TABLE "applications" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "countersigned_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "countersigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "withdrawal_ip" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "hosting_email" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "premises_registration" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "business_purpose" text;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "deposit_kind" text;