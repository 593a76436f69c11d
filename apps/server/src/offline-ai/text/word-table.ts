/**
 * A table looked up by the words of a child's message. Its prototype is null, so a word such as "constructor" or
 * "toString" finds nothing instead of a method every object inherits.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
