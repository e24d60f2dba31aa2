FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: markdown content (validated at start-up) and the sources of /_img.
COPY --from=build /app/content ./content
COPY --from=build /app/public ./public
COPY --from=build /app/assets ./assets
EXPOSE 3000
CMD ["node", "dist/server/src/main.js"]
