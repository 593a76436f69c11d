// Figures the analytics charts and their tables share, from the answer of GET /api/card/analytics.
const dayMs = 86_400_000;

/** "Mar 5" for a YYYY-MM-DD local date (the date is already the learner's; no zone applies). */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Whole percent of reviews passed, or null with no reviews to count. */
export const percentPassed = ({ reviews, passed }: { reviews: number; passed: number }) =>
  reviews === 0 ? null : Math.round((passed / reviews) * 100);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A time spent answering: "45 s", "12 min", "1 h 5 min" (rounded to the minute from a minute on). */
export function studyTime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export const sum = <Row>(rows: Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

/** The first day of the heatmap's year: 364 days before today, so the year ends today. */
export const yearBefore = (today: string) => new Date(Date.parse(today) - 364 * dayMs).toISOString().slice(0, 10);

/** Reviews and days with a review per calendar month of the heatmap's year, oldest month first. */
export function reviewsByMonth(heatmap: { date: string; count: number }[], today: string) {
  const months: { month: string; label: string; reviews: number; days: number }[] = [];
  const first = new Date(`${yearBefore(today).slice(0, 7)}-01T00:00:00Z`);
  for (const month = first; month.toISOString().slice(0, 7) <= today.slice(0, 7); ) {
    const key = month.toISOString().slice(0, 7);
    const days = heatmap.filter((day) => day.date.startsWith(key));
    months.push({
      month: key,
      label: month.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      reviews: sum(days, (day) => day.count),
      days: days.length,
    });
    month.setUTCMonth(month.getUTCMonth() + 1);
  }
  return months;
}
