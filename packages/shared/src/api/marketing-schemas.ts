export const marketingSchemas = {};
