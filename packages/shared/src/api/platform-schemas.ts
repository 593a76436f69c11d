export const platformSchemas = {};
