import { IceServers } from '../rtc.ts';
import { endpoint } from './endpoint.ts';

/** Relay servers for calls and streams. */
export const rtcEndpoints = {
  iceServers: endpoint({
    method: 'GET',
    path: '/api/rtc/ice-servers',
    access: 'member',
    status: 200,
    response: IceServers,
    errors: [],
  }),
};
