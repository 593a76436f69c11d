const units = ['bytes', 'kB', 'MB', 'GB'];

/** A size as people read it: "820 kB", "3.4 MB" (decimal units, as phones and browsers show storage). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
