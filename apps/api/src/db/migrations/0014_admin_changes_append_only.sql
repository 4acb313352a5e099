-- The console's audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION admin_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_changes is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_changes_no_update_delete BEFORE UPDATE OR DELETE ON admin_changes
  FOR EACH ROW EXECUTE FUNCTION admin_changes_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_changes_no_truncate BEFORE TRUNCATE ON admin_changes
  FOR EACH STATEMENT EXECUTE FUNCTION admin_changes_append_only();
