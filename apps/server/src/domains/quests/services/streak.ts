import { localDate } from '@kurio/shared/local-time';

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * Consecutive calendar days, in the learner's time zone, with at least one completion, counted back
 * from today; a today without completions yet keeps yesterday's streak alive until midnight.
 */
export function dayStreak(completions: readonly Date[], now: Date, timeZone: string): number {
  const days = new Set(completions.map((instant) => localDate(instant, timeZone)));
  let day = localDate(now, timeZone);
  if (!days.has(day)) day = dayBefore(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = dayBefore(day);
  }
  return streak;
}
