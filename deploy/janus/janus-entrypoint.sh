#!/bin/sh
# Writes Janus' three configuration files from the environment, then runs it in the foreground.
# JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY are the app's settings of the same names; MEDIA_PUBLIC_IP is
# the address browsers reach this host at (its 1:1 NAT mapping on a cloud host).
set -eu
: "${JANUS_TOKEN_SECRET:?set JANUS_TOKEN_SECRET (the app's value)}"
: "${JANUS_ADMIN_KEY:?set JANUS_ADMIN_KEY (the app's value)}"
lib=$(ls -d /usr/lib/*-linux-gnu/janus 2>/dev/null | head -n 1)
dir=$(mktemp -d)
mkdir "$dir/plugins" "$dir/transports"
ln -s "$lib/plugins/libjanus_videoroom.so" "$dir/plugins/"
ln -s "$lib/transports/libjanus_websockets.so" "$dir/transports/"
nat=""
if [ -n "${MEDIA_PUBLIC_IP:-}" ]; then nat="nat_1_1_mapping = \"$MEDIA_PUBLIC_IP\""; fi
# The admin API (the app ends removed viewers' sessions with it) only with a secret of its own.
admin_secret=""
admin_ws=false
if [ -n "${JANUS_ADMIN_SECRET:-}" ]; then admin_secret="admin_secret = \"$JANUS_ADMIN_SECRET\""; admin_ws=true; fi
cat > "$dir/janus.jcfg" <<CFG
general: {
  configs_folder = "$dir"
  plugins_folder = "$dir/plugins"
  transports_folder = "$dir/transports"
  events_folder = "$dir/none"
  loggers_folder = "$dir/none"
  debug_level = 4
  token_auth = true
  token_auth_secret = "$JANUS_TOKEN_SECRET"
  $admin_secret
}
media: {
  rtp_port_range = "${JANUS_RTP_PORTS:-20000-20199}"
}
nat: {
  $nat
  ice_ignore_list = "vmnet,docker,br-,veth"
}
CFG
cat > "$dir/janus.transport.websockets.jcfg" <<CFG
general: {
  json = "plain"
  ws = true
  ws_port = ${JANUS_WS_PORT:-8188}
  wss = false
}
admin: {
  admin_ws = $admin_ws
  admin_ws_port = ${JANUS_ADMIN_WS_PORT:-7188}
  admin_wss = false
}
CFG
cat > "$dir/janus.plugin.videoroom.jcfg" <<CFG
general: {
  admin_key = "$JANUS_ADMIN_KEY"
  string_ids = true
}
CFG
exec janus -C "$dir/janus.jcfg" -F "$dir"
