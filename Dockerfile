FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The same install as CI (.ci/run): the registry serves only this platform's optional binaries
# (@swc/core-*, …), so `npm ci` rejects any lock file; `npm install` installs the locked versions.
RUN npm install --no-audit --no-fund --no-save
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Two malloc arenas instead of one per thread: the worker threads, zlib and libvips otherwise leave
# the process tens of MB larger for the same work (docs/performance.md, "Memory").
ENV MALLOC_ARENA_MAX=2
# The live heap is about 70 MB; without a cap V8 lets garbage from a burst of requests grow the heap to
# 200 MB+ before collecting it. 192 MB keeps the process under 400 MB (docs/performance.md, "Memory").
ENV NODE_OPTIONS=--max-old-space-size=192
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: markdown content (validated at start-up) and the sources of /_img.
COPY --from=build /app/content ./content
COPY --from=build /app/public ./public
COPY --from=build /app/assets ./assets
# Generated signing keys (when AUTH_JWT_KEYS is not set) and the image cache live here: a volume.
RUN mkdir -p /app/.data
VOLUME ["/app/.data"]
EXPOSE 3000
CMD ["node", "dist/server/src/main.js"]
