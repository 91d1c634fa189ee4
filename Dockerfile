# The Likeness image: one build, run as the API, a worker or a one-shot CLI command
# (temporal/docker-compose.yml picks the command). `npm run build` compiles the server (dist/) and the web console
# (web/dist/), `npm run docs:build` the documentation site the API serves at /docs (docs/.vitepress/dist); the
# runtime stage gets those, bin/ and the production dependencies only (the worker bundles its
# workflow code with webpack and swc at start, which are dependencies of @temporalio/worker).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY web ./web
# The console shares the TypeScript client's answer handling and types.
COPY clients/typescript/src ./clients/typescript/src
# The docs: their pages, the scripts that generate the reference pages, and the CLI whose help one of them prints.
COPY docs ./docs
COPY scripts/docs ./scripts/docs
COPY scripts/openapi-document.ts ./scripts/openapi-document.ts
COPY bin ./bin
RUN npm run build && npm run docs:build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    LIKENESS_USE_DIST=1 \
    LIKENESS_DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/docs/.vitepress/dist ./docs/.vitepress/dist
COPY bin ./bin
USER node
EXPOSE 3000
CMD ["node", "dist/src/api/main.js"]
