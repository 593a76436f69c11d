/** Enough for every query shape the app sends; beyond it, a new SQL text is sent unprepared. */
export const maxPreparedStatements = 500;

/**
 * `client` with its `query` method replaced. Every other method runs on the client itself (not on the proxy),
 * because database clients keep private fields that a proxy cannot reach.
 */
export function replaceQuery<Client extends object>(client: Client, query: unknown): Client {
  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
