// Production HTTP server: serves the React Router build with Express, applies
// migrations and seeds before listening, and shuts down gracefully.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const buildPath = path.join(buildDir, "server/index.js");
const build = await import(buildPath);
const { prepareApp, shutdownApp, logger, CLIENT_IP_HEADER } = build.entry.module;

let env;
try {
  ({ env } = await prepareApp());
} catch (error) {
  if (error && error.name === "EnvError") {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", true);

let shuttingDown = false;
let inFlight = 0;

app.use((req, res, next) => {
  if (shuttingDown) {
    res.set("Connection", "close");
    res.status(503).send("Server is shutting down");
    return;
  }
  inFlight += 1;
  const started = process.hrtime.bigint();
  res.on("close", () => {
    inFlight -= 1;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!req.path.startsWith("/assets/")) {
      logger.info(
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    }
  });
  // The client address used for rate limits; any client-sent value is replaced.
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.set("X-Frame-Options", "DENY");
  next();
});

app.use(compression());
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
  }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
app.use(createRequestHandler({ build }));

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ url: `http://${env.HOST}:${env.PORT}`, baseUrl: env.baseUrl }, "server listening");
});

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal, inFlight }, "shutting down");
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  server.closeAllConnections();
  try {
    await shutdownApp();
    logger.info("shutdown complete");
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
