-- hand-written (decision 069): text stored before input hygiene (decision 060,
-- issue 23) loses the characters XML 1.0 forbids, as `cleanText` drops them at
-- the input boundary: C0 controls other than tab, line feed and carriage return
-- (the U+000B that Word pastes) and the non-characters U+FFFE and U+FFFF.
-- Every text and varchar column of every table, one statement per table; only
-- rows that hold one are written. Idempotent.
DO $$
DECLARE
  tbl record;
  pattern constant text := '[\x01-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]';
BEGIN
  FOR tbl IN
    SELECT c.table_name,
      string_agg(format('%I = regexp_replace(%I, %L, '''', ''g'')', c.column_name, c.column_name, pattern), ', ') AS sets,
      string_agg(format('%I ~ %L', c.column_name, pattern), ' OR ') AS dirty
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public'
      AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying')
      AND c.is_generated = 'NEVER'
    GROUP BY c.table_name
  LOOP
    EXECUTE format('UPDATE public.%I SET %s WHERE %s', tbl.table_name, tbl.sets, tbl.dirty);
  END LOOP;
END $$;
