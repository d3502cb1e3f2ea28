import pg from 'pg';

const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * PostgreSQL's text of a timestamptz ("2026-11-23 16:57:25.974+00", the app's sessions being in UTC) as
 * JSON writes a Date: "2026-11-23T16:57:25.974Z", to the millisecond. Reading the text as a Date and writing
 * it back cost a 60-card page about 90 µs of its ~950 (node-postgres's parser, then `toISOString`).
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (!utc) return parseTimestamptz(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}
