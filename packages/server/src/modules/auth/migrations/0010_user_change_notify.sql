-- Every change to a user (token version, role, name, email) or its deletion is announced on the
-- `trustplane_users` channel with the user's id, at commit. Instances cache the users that
-- authenticated requests resolve to, and drop an entry as soon as its user changes, wherever the
-- change came from (the API, another instance, an operator's SQL). See src/db/notifications.ts.
CREATE FUNCTION users_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trustplane_users', OLD.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_change();
