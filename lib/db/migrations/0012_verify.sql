CREATE TABLE "verification_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"dog_id" integer,
	"contract_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_dog_id_unique" UNIQUE("dog_id"),
	CONSTRAINT "verification_codes_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
ALTER TABLE "dog_images" ADD COLUMN "with_mother" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "country_of_birth" text DEFAULT 'HU' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "pet_passport" boolean;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "vaccinations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;