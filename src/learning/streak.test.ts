// Days in a row with a completed exercise, in the learner's own time zone.
import { describe, expect, it } from 'vitest';
import { localDay, previousDay, readsTimeZone, streakFrom, utcOffsetOf, validTimeZone } from './streak';

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

  it('dates an instant by the UTC offset the page sends, the same day as the zone it stands for', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(localDay(lateEvening, '+01:00')).toBe(localDay(lateEvening, 'Europe/Paris'));
    expect(localDay(lateEvening, '-08:00')).toBe(localDay(lateEvening, 'America/Los_Angeles'));
    expect(localDay(new Date('2026-11-23T18:45:00Z'), '+05:30')).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-23T18:15:00Z'), '+05:30')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-24T11:00:00Z'), '+14:00')).toBe('2026-11-25');
    expect(validTimeZone('+05:30')).toBe('+05:30');
    expect(validTimeZone('-12:00')).toBe('-12:00');
    for (const wrong of ['+15:00', '-13:00', '+05:60', '+5:30', '05:30', '+05:30x']) expect(validTimeZone(wrong)).toBe('UTC');
  });

  it('writes a date’s UTC offset as the header carries it', () => {
    const at = (minutesWest: number) => ({ getTimezoneOffset: () => minutesWest }) as Date;
    expect(utcOffsetOf(at(0))).toBe('+00:00');
    expect(utcOffsetOf(at(-330))).toBe('+05:30');
    expect(utcOffsetOf(at(480))).toBe('-08:00');
    expect(utcOffsetOf(at(-840))).toBe('+14:00');
    expect(validTimeZone(utcOffsetOf(new Date()))).toBe(utcOffsetOf(new Date()));
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
