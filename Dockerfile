# Node 24 LTS, the supported runtime (.nvmrc, package.json engines, .ci/run).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The same install as CI (.ci/run): exactly the lock file.
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Two malloc arenas instead of one per thread: the worker threads, zlib and libvips otherwise leave
# the process tens of MB larger for the same work (docs/performance.md, "Memory").
ENV MALLOC_ARENA_MAX=2
# Blocks of 128 KB and more (uploads, PDFs, images) mapped on their own and given back when freed: with
# glibc's moving threshold they stayed in the heap, and a burst of uploads left the process 100 MB larger.
ENV MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=1048576
# The live heap is about 70 MB; without a cap V8 lets garbage from a burst of requests grow the heap to
# 200 MB+ before collecting it. 192 MB keeps the process under 400 MB. A 16 MB semi-space for the main
# thread (the worker threads keep their own, smaller one: cpu-pool.ts) promotes less of the requests in
# flight: 5-20 % less CPU per signing page than 8 MB, for about 20 MB (docs/performance.md).
ENV NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: markdown content (validated at start-up) and the sources of /_img.
COPY --from=build /app/content ./content
COPY --from=build /app/public ./public
COPY --from=build /app/assets ./assets
# Generated signing keys (when AUTH_JWT_KEYS is not set) and the image cache live here: a volume,
# owned by the image's unprivileged `node` user, which runs the server (the code stays root's, read-only).
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
CMD ["node", "dist/server/src/main.js"]
