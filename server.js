// Production HTTP server: serves the React Router build with Express, applies
// migrations and seeds before listening, and shuts down gracefully. With
// DATABASE_URL, WEB_CONCURRENCY server processes (default: one per core) share
// the port through Node's cluster module (decision 037).
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import proxyaddr from "proxy-addr";
import { createRequestHandler as createWebRequestHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const buildPath = path.join(buildDir, "server/index.js");
const build = await import(buildPath);
const {
  prepareApp,
  prepareDatabase,
  shutdownApp,
  startProgress,
  logger,
  CLIENT_IP_HEADER,
  SECURITY_HEADERS,
  lookupPublicPage,
  servePublicPage,
  strictTransportSecurity,
} = build.entry.module;

function webConcurrency() {
  const raw = process.env.WEB_CONCURRENCY;
  if (raw === undefined || raw === "") {
    return process.env.DATABASE_URL ? os.availableParallelism() : 1;
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error("Configuration error: WEB_CONCURRENCY must be a whole number from 1 to 64");
    process.exit(1);
  }
  if (n > 1 && !process.env.DATABASE_URL) {
    console.error(
      "Configuration error: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database serves one process)",
    );
    process.exit(1);
  }
  return n;
}

const processes = cluster.isPrimary ? webConcurrency() : 1;
if (cluster.isPrimary && processes > 1) {
  await runPrimary(processes);
} else {
  await runServer();
}

/**
 * The cluster primary: migrates and seeds once, then starts the workers,
 * restarts a worker that dies, and stops them all on SIGTERM. Each worker
 * keeps its own page cache; they tell each other (and other hosts) of public
 * content changes through PostgreSQL NOTIFY (decision 046).
 */
async function runPrimary(count) {
  try {
    await prepareDatabase();
    await shutdownApp();
  } catch (error) {
    console.error(error && error.name === "EnvError" ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  const start = () => {
    cluster.fork({ HAP_DATABASE_PREPARED: "1" });
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "server process ended: restarting it");
    setTimeout(start, 1000);
  });
  for (let i = 0; i < count; i += 1) start();
  logger.info({ processes: count }, "cluster started");
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the server processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function runServer() {
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
  // A hop count or a list of proxy addresses (never "every hop": see TRUST_PROXY in .env.example).
  if (env.TRUST_PROXY !== false) app.set("trust proxy", env.TRUST_PROXY);

  let shuttingDown = false;
  let inFlight = 0;
  // HSTS on every answer when the site is https (issue 24): also on those
  // that never reach the app's middleware (React Router's own refusal of a
  // cross-origin form post, static files, Express's errors, the 503 below).
  const hsts = strictTransportSecurity(env.baseUrl);

  app.use((req, res, next) => {
    if (hsts) res.setHeader("Strict-Transport-Security", hsts);
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
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
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
  // Other files of the client build (the favicon) have an extension: a page's
  // path does not look for a file (a file-system stat per dynamic request).
  const clientFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
  app.use((req, res, next) =>
    /\.[A-Za-z0-9]+$/.test(req.path) ? clientFiles(req, res, next) : next(),
  );
  // Anonymous GETs of public pages: answered from the in-memory page cache
  // (decision 035); everything else goes to React Router's Express handler.
  const renderWeb = createWebRequestHandler(build, "production");
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        else if (value !== undefined) headers.set(name, value);
      }
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const request = new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
      });
      const result = await servePublicPage(request, renderWeb);
      if (result.kind === "answer") {
        res.status(result.status);
        result.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(result.body ?? undefined);
        return;
      }
      const { response } = result;
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      if (!response.body || req.method === "HEAD") {
        res.end();
        return;
      }
      Readable.fromWeb(response.body).on("error", next).pipe(res);
    } catch (error) {
      next(error);
    }
  });
  app.use(createRequestHandler({ build }));

  // The fast path (decision 035): an anonymous GET of a public page already in
  // the cache is answered here, before Express, with its stored header list
  // (security headers included) and bytes.
  const trustProxy = app.get("trust proxy fn");
  // One adapter reused for every request: the look-up is synchronous.
  const nodeHeaders = {
    current: {},
    get(name) {
      const value = this.current[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
  const lookup = { method: "GET", url: "/", headers: nodeHeaders };
  function answerFromCache(req, res) {
    if (shuttingDown || (req.method !== "GET" && req.method !== "HEAD")) return false;
    req.headers[CLIENT_IP_HEADER] = proxyaddr(req, trustProxy) ?? "unknown";
    nodeHeaders.current = req.headers;
    lookup.method = req.method;
    lookup.url = req.url;
    let answer;
    try {
      answer = lookupPublicPage(lookup);
    } finally {
      nodeHeaders.current = {};
    }
    if (!answer) return false;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    return true;
  }

  const server = http.createServer((req, res) => {
    if (!answerFromCache(req, res)) app(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { url: `http://${env.HOST}:${env.PORT}`, baseUrl: env.baseUrl },
      "server listening",
    );
    if (cluster.isPrimary || cluster.worker?.id === 1) startProgress(`Ready at ${env.baseUrl}`);
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
}
