import type { FastifyRequest } from 'fastify';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});
