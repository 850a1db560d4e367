# ohmlet container image (docs/deploy.md): the built page plus the server bundled to plain JavaScript
# (scripts/build-server.mjs; no tsx, no sources in the image), run as the unprivileged `node` user. Build: docker build -t ohmlet .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx vite build && node scripts/build-server.mjs

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIR=/app/dist/web
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
COPY scripts/start.mjs ./scripts/start.mjs
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
