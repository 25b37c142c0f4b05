# Node 20 on Debian bookworm, laid out as the official node image is (a `node` user with uid 1000),
# from this host's node and npm; make-base-images.sh copies them in beside this file.
FROM sankofa-base/debian:bookworm-slim
# The build host's own certificate authorities (a TLS-inspecting proxy's, say), so npm in the build
# trusts what the host trusts.
COPY local-ca/ /usr/local/share/ca-certificates/
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
