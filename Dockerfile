# The Likeness image: one build, run as the API, a worker or a one-shot CLI command
# (temporal/docker-compose.yml picks the command). Every npm package is a runtime dependency
# (the worker bundles workflow code with webpack and swc at start), so node_modules is kept whole.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    LIKENESS_USE_DIST=1 \
    LIKENESS_DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY bin ./bin
USER node
EXPOSE 3000
CMD ["node", "dist/src/api/main.js"]
