import { useHydrated } from '../lib/use-hydrated';

/**
 * A date or time written in the device's time zone. A server that renders the page does not know that zone, so
 * the page arrives with the element empty and the browser writes it as soon as the app has taken the page over.
 */
export function LocalTime({ value, format }: { value: number | string; format: (value: number | string) => string }) {
  const hydrated = useHydrated();
  return <time dateTime={new Date(value).toISOString()}>{hydrated ? format(value) : ''}</time>;
}
