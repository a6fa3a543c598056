-- Indexes for the foreign keys that deleting a card or an upload, and listing a brand's sites, look up: without them each is a scan of every card or site.
CREATE INDEX "cards_photo_upload_id_idx" ON "cards" USING btree ("photo_upload_id");--> statement-breakpoint
CREATE INDEX "sites_brand_id_idx" ON "sites" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sites_logo_upload_id_idx" ON "sites" USING btree ("logo_upload_id");