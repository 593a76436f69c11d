import { type GenerateCardsRequest, generateCardsResponseSchema } from '@kurio/shared/card-generation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const generateCards = (input: GenerateCardsRequest) =>
  apiRequest('/api/card/generate', { body: { json: input }, schema: generateCardsResponseSchema });

export const useGenerateCards = () => useMutation({ mutationFn: generateCards });
