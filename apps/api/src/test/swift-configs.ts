/** Ports and folders of one throwaway single-node Swift; every server listens on loopback only. */
export interface SwiftLayout {
  /** Holds the rings (swift_dir). */
  swiftDir: string;
  /** Holds the one device, `d1`, a plain folder (mount_check is off). */
  devicesDir: string;
  user: string;
  ports: { proxy: number; account: number; container: number; object: number; memcached: number };
}

/** The S3 credentials tempauth is told about: access key `account:user`, secret as given. */
export const SWIFT_S3_KEY = { accessKeyId: 'sankofa:tester', secretAccessKey: 'sankofa-testing' };

// workers = 0 keeps each server in one process, so stopping it is one signal to one pid; `user` is
// whoever runs the tests, since Swift otherwise drops to the `swift` user, which cannot read a temp dir.
const common = (l: SwiftLayout, port: number, name: string) => `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${l.user}
swift_dir = ${l.swiftDir}
devices = ${l.devicesDir}
mount_check = false
log_name = ${name}
log_level = WARNING
`;

const storageServer = (l: SwiftLayout, kind: 'account' | 'container' | 'object') => `${common(l, l.ports[kind], kind)}
[pipeline:main]
pipeline = ${kind}-server

[app:${kind}-server]
use = egg:swift#${kind}
`;

/**
 * The proxy with the S3 API in front of tempauth, as Swift's s3api documentation pipes it (cache is
 * needed by tempauth; accounts are created on first use). Multipart uploads (slo) are not needed here.
 */
const proxyServer = (l: SwiftLayout) => `${common(l, l.ports.proxy, 'proxy')}
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache s3api tempauth proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
# The proxy stops asking a server for a minute after 10 errors; while ours start up, every refused
# connection counts as one, so the limit is set out of reach.
error_suppression_limit = 1000000

[filter:s3api]
use = egg:swift#s3api
location = us-east-1

[filter:tempauth]
use = egg:swift#tempauth
user_${SWIFT_S3_KEY.accessKeyId.replace(':', '_')} = ${SWIFT_S3_KEY.secretAccessKey} .admin

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:${l.ports.memcached}

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging
`;

/** Config file name → contents, for the folder the servers are started from. */
export function swiftConfigs(l: SwiftLayout): Record<'account' | 'container' | 'object' | 'proxy', string> {
  return {
    account: storageServer(l, 'account'),
    container: storageServer(l, 'container'),
    object: storageServer(l, 'object'),
    proxy: proxyServer(l),
  };
}
