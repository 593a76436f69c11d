const dayMs = 86_400_000;
/** One formatter per zone, built on first use: constructing an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Valid spellings are finite but many (zone names are case-insensitive); a header cannot grow this unbounded. */
const maxFormatters = 1000;

/**
 * The browser's IANA zone from the x-time-zone header (trimmed; the first value if repeated), or UTC when
 * absent, longer than 64 characters or not a zone Intl knows.
 */
export function resolveTimeZone(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > 64) return 'UTC';
  try {
    formatterFor(value);
    return value;
  } catch {
    return 'UTC';
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size >= maxFormatters) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(instant: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant. */
function offsetMs(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock midnight happens (DST-safe: re-checks the offset at the result). */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(first, timeZone);
}

/** The first instant of the user's next local day: "due today" means due before it. */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const p = localParts(now.getTime(), timeZone);
  return new Date(localMidnight(p.year, p.month, p.day + 1, timeZone));
}

export function startOfLocalDay(now: Date, timeZone: string): Date {
  const p = localParts(now.getTime(), timeZone);
  return new Date(localMidnight(p.year, p.month, p.day, timeZone));
}

/** YYYY-MM-DD of an instant in the user's zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant.getTime(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Calendar days from one local date to another (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / dayMs);
}

const plural = (count: number, unit: string) => `in ${count} ${unit}${count === 1 ? '' : 's'}`;

/** Human text for when a card falls due: "now", "in 5 minutes", "in 3 hours", "tomorrow", "in 4 days". */
export function describeDueIn(now: Date, dueAt: Date, timeZone: string): string {
  const ms = dueAt.getTime() - now.getTime();
  if (ms <= 0) return 'now';
  if (ms < 60_000) return 'in less than a minute';
  const days = daysBetween(localDate(now, timeZone), localDate(dueAt, timeZone));
  if (days === 0 || ms < 3_600_000) {
    if (ms < 3_600_000) return plural(Math.min(59, Math.max(1, Math.round(ms / 60_000))), 'minute');
    return plural(Math.round(ms / 3_600_000), 'hour');
  }
  if (days === 1) return 'tomorrow';
  if (days < 60) return plural(days, 'day');
  return plural(Math.round(days / 30), 'month');
}
