/** docs/product.md §9: dates use US English, e.g. "November 21, 2026". */
export function formatLongDate(value: number | string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatShortDate(value: number | string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
