-- A brand's people are its members, each with a role: owner, admin, editor or member.
ALTER TABLE "brand_admins" RENAME TO "brand_members";--> statement-breakpoint
ALTER TABLE "brand_members" RENAME CONSTRAINT "brand_admins_brand_id_user_id_pk" TO "brand_members_brand_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "brand_members" RENAME CONSTRAINT "brand_admins_brand_id_brands_id_fk" TO "brand_members_brand_id_brands_id_fk";--> statement-breakpoint
ALTER TABLE "brand_members" RENAME CONSTRAINT "brand_admins_user_id_users_id_fk" TO "brand_members_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "brand_admins_user_id_idx" RENAME TO "brand_members_user_id_idx";--> statement-breakpoint
ALTER TABLE "brand_members" DROP CONSTRAINT "brand_admins_role_check";--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_role_check" CHECK ("brand_members"."role" in ('owner', 'admin', 'editor', 'member'));
