-- Every file now records what it was uploaded for. Files uploaded before are given the owner
-- that can be read from where they are shown (docs/decisions.md, "Who sees an uploaded file").
ALTER TABLE "uploads" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "card_id" uuid;--> statement-breakpoint
-- A card's photo belongs to that card and its brand.
UPDATE "uploads" SET "purpose" = 'card-photo', "card_id" = "cards"."id", "brand_id" = "cards"."brand_id"
  FROM "cards" WHERE "cards"."photo_upload_id" = "uploads"."id";--> statement-breakpoint
-- A site's logo is the brand's image, shown on every site of the brand.
UPDATE "uploads" SET "purpose" = 'brand-image', "brand_id" = "sites"."brand_id"
  FROM "sites" WHERE "sites"."logo_upload_id" = "uploads"."id" AND "uploads"."purpose" IS NULL;--> statement-breakpoint
-- An image placed on the pages of exactly one site belongs to that site.
UPDATE "uploads" SET "purpose" = 'page-image', "site_id" = "sites"."id", "brand_id" = "sites"."brand_id"
  FROM "sites"
  WHERE "uploads"."purpose" IS NULL
    AND position('/uploads/' || "uploads"."id"::text IN "sites"."meta"::text) > 0
    AND (SELECT count(*) FROM "sites" AS "other" WHERE position('/uploads/' || "uploads"."id"::text IN "other"."meta"::text) > 0) = 1;--> statement-breakpoint
-- Any other file was uploaded by the brand's site admins for its pages: it stays public, on the brand's sites only.
UPDATE "uploads" SET "purpose" = 'brand-image' WHERE "purpose" IS NULL;--> statement-breakpoint
-- A file of no brand was never written by Marque and no site could serve it any more.
DELETE FROM "uploads" WHERE "brand_id" IS NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_site_id_idx" ON "uploads" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "uploads_card_id_idx" ON "uploads" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK (("uploads"."purpose" = 'card-photo' and "uploads"."card_id" is not null) or ("uploads"."purpose" = 'page-image' and "uploads"."site_id" is not null) or "uploads"."purpose" = 'brand-image');
