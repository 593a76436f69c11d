export const paymentSchemas = {};
