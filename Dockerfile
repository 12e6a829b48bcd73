# syntax=docker/dockerfile:1
# Build stage: everything, then the production dependencies only.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/bff/package.json packages/bff/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
RUN npm run build && npm prune --omit=dev

# Runtime stage: built files and production dependencies, as a non-root user.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 WEB_DIST=/app/packages/web/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/sandbox/package.json packages/sandbox/
COPY --from=build /app/packages/sandbox/dist packages/sandbox/dist
COPY --from=build /app/packages/bff/package.json packages/bff/
COPY --from=build /app/packages/bff/dist packages/bff/dist
COPY --from=build /app/packages/web/dist packages/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/bff/v1/site').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "packages/bff/dist/src/server.js"]
