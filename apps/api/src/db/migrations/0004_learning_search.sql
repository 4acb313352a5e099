-- Korean-aware catalogue search: substring matches on the derived search_* columns
-- (spacing removed, lower-cased, or 초성 only). Trigram GIN indexes serve LIKE '%…%'
-- for patterns of three or more characters; Hangul syllables count as letters
-- because the cluster uses a UTF-8 locale (see docs/decisions/001).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX courses_search_compact_trgm ON courses USING gin (search_compact gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX courses_title_choseong_trgm ON courses USING gin (title_choseong gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX lectures_title_compact_trgm ON lectures USING gin (title_compact gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX lectures_title_choseong_trgm ON lectures USING gin (title_choseong gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX teachers_search_compact_trgm ON teachers USING gin (search_compact gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX teachers_name_choseong_trgm ON teachers USING gin (name_choseong gin_trgm_ops);
--> statement-breakpoint
-- Every API process caches course lists and pages; this tells all of them when the catalogue changes.
CREATE FUNCTION notify_learning_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER teachers_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teachers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();
--> statement-breakpoint
CREATE TRIGGER courses_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();
--> statement-breakpoint
CREATE TRIGGER lectures_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lectures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();
--> statement-breakpoint
CREATE TRIGGER course_reviews_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_changed();
