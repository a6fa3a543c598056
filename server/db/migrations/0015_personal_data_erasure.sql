-- The audit log stays append-only, with one exception the law asks for (GDPR article 17): the transaction that deletes a person's account sets marque.erasing_person and may then blank what names them (their address, their name, their network address, the values of their edits). It can never remove a row, nor change when, where, by whom (the id) or what was done.
CREATE OR REPLACE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND coalesce(current_setting('marque.erasing_person', true), '') <> ''
    AND NEW.id = OLD.id AND NEW.seq = OLD.seq AND NEW.at = OLD.at
    AND NEW.brand_id IS NOT DISTINCT FROM OLD.brand_id AND NEW.site_id IS NOT DISTINCT FROM OLD.site_id
    AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
    AND NEW.action = OLD.action AND NEW.object_type = OLD.object_type
    AND (NEW.actor_email IS NULL OR NEW.actor_email = OLD.actor_email)
    AND (NEW.ip IS NULL OR NEW.ip = OLD.ip)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
