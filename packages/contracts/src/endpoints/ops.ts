import { endpoint } from './endpoint.ts';

/** Health, the API document and the realtime socket. */
export const opsEndpoints = {
  docs: endpoint({ method: 'GET', path: '/api/docs', access: 'public', status: 200, errors: [] }),
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', status: 200, errors: [] }),
  live: endpoint({ method: 'GET', path: '/api/health/live', access: 'public', status: 200, errors: [] }),
  ready: endpoint({ method: 'GET', path: '/api/health/ready', access: 'public', status: 200, errors: [] }),
  realtime: endpoint({
    method: 'GET',
    path: '/api/realtime',
    access: 'member',
    status: 101,
    errors: ['unsupported_protocol', 'upgrade_required'],
  }),
};
