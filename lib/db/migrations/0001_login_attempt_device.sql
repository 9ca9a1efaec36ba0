ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("device","created_at");