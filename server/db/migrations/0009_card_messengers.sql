-- The card's messaging apps (WhatsApp, Signal, Telegram), opened from its icon row.
ALTER TABLE "cards" ADD COLUMN "messengers" jsonb DEFAULT '[]'::jsonb NOT NULL;