-- sqlstate_name(): the condition names of the server's utils/errcodes.h,
-- read at build time.  Each name is checked against PL/pgSQL's own list of
-- condition names: RAISE ... USING ERRCODE = '<name>' must raise that code.
CREATE FUNCTION pg_temp.raised_as(code text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    got text;
BEGIN
    RAISE EXCEPTION 'x' USING ERRCODE = nl2sql_heal.sqlstate_name(code);
EXCEPTION WHEN OTHERS OR query_canceled THEN
    GET STACKED DIAGNOSTICS got = RETURNED_SQLSTATE;
    RETURN got;
END
$$;

SELECT code, nl2sql_heal.sqlstate_name(code) AS name,
       pg_temp.raised_as(code) = code AS plpgsql_agrees
  FROM unnest(ARRAY[
    '42601', '42501', '42703', '42P01', '42883', '42704', '3F000', '42702', '42725', '42P09',
    '42804', '42803', '42P10', '42P18', '42846', '42809', '42P02', '42712', '42939', '42000',
    '22012', '22P02', '22007', '22008', '22003', '22001', '21000', '0A000', '25006', '57014',
    '53200', '54001', 'XX000', '08006', '28000',
    -- codes the hand-kept list did not have
    '42710', '42P17', '54000', '23514', '40001', '40P01', '55P03', '57P01', '2F003', '08001',
    -- names with a section prefix in errcodes.h, and a code with an alias first
    '0F001', '3B001', '2F002', '39001', '40002', '2202E', '26000', '34000', '3D000'
  ]) AS code;

-- errcodes.txt gives 38002 the name of 2F002: PL/pgSQL raises the first
SELECT nl2sql_heal.sqlstate_name('38002') AS name, pg_temp.raised_as('38002') AS plpgsql_raises;

-- no name: the code itself; NULL in, NULL out
SELECT nl2sql_heal.sqlstate_name('ZZ999') AS unknown, nl2sql_heal.sqlstate_name('4270') AS short,
       nl2sql_heal.sqlstate_name(NULL) IS NULL AS null_in;
