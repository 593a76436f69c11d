import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, addWeeks, differenceInCalendarDays, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/**
 * The browser's IANA zone from the x-time-zone header (trimmed; the first value if repeated), or UTC when
 * absent, longer than 64 characters or not a zone Intl knows.
 */
export function resolveTimeZone(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > 64 || Number.isNaN(tzOffset(value, new Date()))) return 'UTC';
  return value;
}

/** The first instant of the user's next local day: "due today" means due before it (DST-safe, @date-fns/tz). */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  return new Date(addDays(startOfDay(new TZDate(now, timeZone)), 1).getTime());
}

export function startOfLocalDay(now: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(now, timeZone)).getTime());
}

/** The first instant of the Monday that begins the user's week (DST-safe, @date-fns/tz). */
export function startOfLocalWeek(now: Date, timeZone: string): Date {
  return new Date(startOfWeek(new TZDate(now, timeZone), { weekStartsOn: 1 }).getTime());
}

/** The first instant of the user's next week: the Monday after this one, at local midnight. */
export function endOfLocalWeek(now: Date, timeZone: string): Date {
  return new Date(addWeeks(startOfWeek(new TZDate(now, timeZone), { weekStartsOn: 1 }), 1).getTime());
}

export function startOfLocalMonth(now: Date, timeZone: string): Date {
  return new Date(startOfMonth(new TZDate(now, timeZone)).getTime());
}

/** YYYY-MM-DD of an instant in the user's zone. */
export function localDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}

const plural = (count: number, unit: string) => `in ${count} ${unit}${count === 1 ? '' : 's'}`;

/** Human text for when a card falls due: "now", "in 5 minutes", "in 3 hours", "tomorrow", "in 4 days". */
export function describeDueIn(now: Date, dueAt: Date, timeZone: string): string {
  const ms = dueAt.getTime() - now.getTime();
  if (ms <= 0) return 'now';
  if (ms < 60_000) return 'in less than a minute';
  const days = differenceInCalendarDays(new TZDate(dueAt, timeZone), new TZDate(now, timeZone));
  if (days === 0 || ms < 3_600_000) {
    if (ms < 3_600_000) return plural(Math.min(59, Math.max(1, Math.round(ms / 60_000))), 'minute');
    return plural(Math.round(ms / 3_600_000), 'hour');
  }
  if (days === 1) return 'tomorrow';
  if (days < 60) return plural(days, 'day');
  return plural(Math.round(days / 30), 'month');
}

/** Minutes after local midnight of an instant in the user's zone (0–1439). */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  const local = new TZDate(instant, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}
