import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './timestamps';

describe('isoTimestamp', () => {
  it('writes PostgreSQL text in UTC as a Date would, to the millisecond', () => {
    for (const [text, iso] of [
      ['2026-11-23 16:57:25.974+00', '2026-11-23T16:57:25.974Z'],
      ['2026-11-23 16:57:25.9+00', '2026-11-23T16:57:25.900Z'],
      ['2026-11-23 16:57:25.974981+00', '2026-11-23T16:57:25.974Z'],
      ['2026-11-23 16:57:25+00', '2026-11-23T16:57:25.000Z'],
    ]) {
      expect(isoTimestamp(text!), text).toBe(iso);
      expect(isoTimestamp(text!), text).toBe(
        new Date(Date.parse(text!.replace(' ', 'T').replace('+00', 'Z'))).toISOString(),
      );
    }
  });

  it('reads any other offset as node-postgres does', () => {
    expect(isoTimestamp('2026-11-23 17:57:25.974+01')).toBe('2026-11-23T16:57:25.974Z');
    expect(isoTimestamp('2026-11-23 12:27:25.5-04:30')).toBe('2026-11-23T16:57:25.500Z');
  });
});
