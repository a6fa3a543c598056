-- Card designs (layout, cover, logo), leads with a status, notes and replies, contact-page messages, brand webhooks and their delivery log, the brand's card template, and card counts by source and link.
CREATE TABLE "brand_card_templates" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_webhooks" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_user_id" uuid,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."kind" in ('note', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"message_id" uuid,
	"event" text NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"error" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_daily_events" DROP CONSTRAINT "card_daily_events_event_check";--> statement-breakpoint
ALTER TABLE "card_daily_events" DROP CONSTRAINT "card_daily_events_card_id_day_event_pk";--> statement-breakpoint
ALTER TABLE "card_daily_events" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_daily_events" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_daily_events" ADD CONSTRAINT "card_daily_events_card_id_day_event_source_target_pk" PRIMARY KEY("card_id","day","event","source","target");--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "design" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "cover_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "visitor_vcard" text;--> statement-breakpoint
UPDATE "messages" SET "brand_id" = "sites"."brand_id" FROM "sites" WHERE "sites"."id" = "messages"."site_id";--> statement-breakpoint
ALTER TABLE "brand_card_templates" ADD CONSTRAINT "brand_card_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_webhooks" ADD CONSTRAINT "brand_webhooks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_message_idx" ON "lead_notes" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_brand_idx" ON "webhook_deliveries" USING btree ("brand_id","created_at");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_cover_upload_id_idx" ON "cards" USING btree ("cover_upload_id");--> statement-breakpoint
CREATE INDEX "cards_logo_upload_id_idx" ON "cards" USING btree ("logo_upload_id");--> statement-breakpoint
CREATE INDEX "messages_brand_idx" ON "messages" USING btree ("brand_id","created_at");--> statement-breakpoint
ALTER TABLE "card_daily_events" ADD CONSTRAINT "card_daily_events_source_check" CHECK ("card_daily_events"."source" in ('', 'qr', 'link', 'nfc', 'signature', 'background'));--> statement-breakpoint
ALTER TABLE "card_daily_events" ADD CONSTRAINT "card_daily_events_event_check" CHECK ("card_daily_events"."event" in ('view', 'contact_save', 'qr_scan', 'link_tap', 'card_save'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('lead', 'contact'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('new', 'contacted', 'won', 'lost'));