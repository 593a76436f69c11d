import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer, whichever driver (pg or PGlite) reads it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
