FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --workspace backend --include-workspace-root=false --omit=dev
COPY common common
COPY backend backend
ENV NODE_ENV=production
EXPOSE 8000
USER node
CMD ["npm", "start", "--workspace", "backend"]
