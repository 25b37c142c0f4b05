import type { FastifyInstance } from 'fastify';
import { findTextFault, textFaultMessage } from '@sankofa/contracts/text-rules';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a route whose path is a name to look up, not text (unknown names are just 404). */
    textRules?: boolean;
  }
}

/**
 * Every route's path, query and body meet the text rules (decision 0026) before their schema does,
 * so no handler can be handed text that PostgreSQL cannot store or that disguises itself.
 */
export function refuseForbiddenText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.textRules === false) return;
    for (const part of [req.params, req.query, req.body]) {
      const found = findTextFault(part);
      if (!found) continue;
      const message = textFaultMessage(found.field, found.fault);
      throw new AppError(400, 'validation_failed', message, { fields: [{ field: found.field, message }] });
    }
  });
}
