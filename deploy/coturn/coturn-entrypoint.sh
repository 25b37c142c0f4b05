#!/bin/sh
# Writes turnserver.conf from the environment (the README's TURN lines), then runs coturn in the
# foreground. TURN_SECRET is the app's setting; MEDIA_PUBLIC_IP the address browsers reach.
set -eu
: "${TURN_SECRET:?set TURN_SECRET (the app's value)}"
: "${TURN_REALM:=turn.localhost}"
conf=$(mktemp)
{
  echo "use-auth-secret"
  echo "static-auth-secret=$TURN_SECRET"
  echo "realm=$TURN_REALM"
  echo "listening-port=${TURN_PORT:-3478}"
  if [ -n "${MEDIA_PUBLIC_IP:-}" ]; then echo "external-ip=$MEDIA_PUBLIC_IP"; fi
  echo "min-port=${TURN_MIN_PORT:-49160}"
  echo "max-port=${TURN_MAX_PORT:-49200}"
  echo "fingerprint"
  echo "no-cli"
  echo "no-multicast-peers"
  echo "log-file=stdout"
  # Never relay into private networks: a relay would reach internal services.
  for range in 10.0.0.0-10.255.255.255 172.16.0.0-172.31.255.255 192.168.0.0-192.168.255.255 \
    100.64.0.0-100.127.255.255 169.254.0.0-169.254.255.255 127.0.0.0-127.255.255.255 ::1 \
    fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff; do
    echo "denied-peer-ip=$range"
  done
} > "$conf"
exec turnserver -c "$conf"
