CREATE TABLE "video_upload_locks" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL
);
