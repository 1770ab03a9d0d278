-- Every process caches signed-in sessions for a few seconds (lib/session-cache.ts, 0048). A change
-- to a session (sign-out, revocation, refresh) or to a user (role, ban, e-mail, deletion) announces
-- itself on this channel, whatever changed it (better-auth, the admin CLI, another instance), and
-- every process drops what it cached for that session or user.
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'session' THEN
		PERFORM pg_notify('brandloom_auth_changes', 'session:' || OLD.id::text);
	ELSE
		PERFORM pg_notify('brandloom_auth_changes', 'user:' || OLD.id::text);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_change_notify" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "user_change_notify" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
