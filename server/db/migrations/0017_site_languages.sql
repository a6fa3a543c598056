ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
-- Sites made before sites had languages speak English, as they did.
UPDATE "sites" SET "meta" = "meta" || '{"locale":"en","locales":["en"]}'::jsonb WHERE NOT ("meta" ? 'locale');
