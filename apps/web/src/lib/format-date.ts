/** docs/product.md §9: dates use US English, e.g. "November 21, 2026". */
export function formatLongDate(value: number | string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatShortDate(value: number | string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A time of day as US English writes it, e.g. "3:05 PM", in the device's time zone. Written out rather than
 * asked of Intl: the first Intl formatter of a page loads locale data, about 25 ms of a phone's main thread
 * while the screen renders.
 */
export function formatTimeOfDay(value: number | string | Date): string {
  const time = new Date(value);
  const hours = time.getHours();
  const minutes = String(time.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
