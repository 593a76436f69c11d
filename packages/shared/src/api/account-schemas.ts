export const accountSchemas = {};
