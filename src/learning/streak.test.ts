// Days in a row with a completed exercise, in the learner's own time zone.
import { describe, expect, it } from 'vitest';
import { localDay, previousDay, readsTimeZone, streakFrom, validTimeZone } from './streak';

describe('daily streak', () => {
  it('dates an instant in the learner’s own time zone', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(localDay(lateEvening, 'Europe/Paris')).toBe('2026-11-24');
    expect(localDay(lateEvening, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(validTimeZone('Not/AZone')).toBe('UTC');
    expect(validTimeZone(undefined)).toBe('UTC');
    expect(validTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('counts days in a row up to today, or up to yesterday while today is open; a gap resets it', () => {
    expect(streakFrom([], '2026-11-23')).toEqual({ days: 0, activeToday: false });
    expect(streakFrom(['2026-11-21', '2026-11-22', '2026-11-23'], '2026-11-23')).toEqual({ days: 3, activeToday: true });
    expect(streakFrom(['2026-11-21', '2026-11-22'], '2026-11-23')).toEqual({ days: 2, activeToday: false });
    expect(streakFrom(['2026-11-20', '2026-11-23'], '2026-11-23')).toEqual({ days: 1, activeToday: true });
    expect(streakFrom(['2026-11-20', '2026-11-21'], '2026-11-23')).toEqual({ days: 0, activeToday: false });
  });

  it('names the time zone to the routes that count days, with or without a query, and to no other', () => {
    expect(readsTimeZone('/api/me/streak')).toBe(true);
    expect(readsTimeZone('/api/attempts')).toBe(true);
    expect(readsTimeZone('/api/practice/attempts?x=1')).toBe(true);
    expect(readsTimeZone('/api/me')).toBe(false);
    expect(readsTimeZone('/api/attempts/other')).toBe(false);
    expect(readsTimeZone('/api/practice/0')).toBe(false);
  });
});
