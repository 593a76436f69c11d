import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { GoogleCheck } from '../services/account-holder';

/** The Google side of `confirmAccountHolder` for one request: this server's verifier, and the request's log. */
export const googleCheck = (ctx: AppContext, request: FastifyRequest): GoogleCheck => ({
  verifier: ctx.googleVerifier,
  onRefused: (reason) => request.log.info({ reason }, 'google confirmation refused'),
});
