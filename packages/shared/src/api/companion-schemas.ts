export const companionSchemas = {};
