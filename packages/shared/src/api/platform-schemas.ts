import { publicConfigSchema } from '../config';

export const platformSchemas = {
  publicConfig: { response: publicConfigSchema },
  openApiDocument: {},
};
