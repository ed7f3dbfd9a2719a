import net from "node:net";
import { sql } from "drizzle-orm";
import { executeRows, getDb, openPostgres, type DatabaseHandle } from "~/lib/db.server";

/**
 * "PostgreSQL stopped" for fault tests (issue 25) without touching the shared
 * server: a TCP proxy in front of it that the test stops (every connection
 * cut, new ones refused) and starts again on the same port.
 */
export type TcpProxy = {
  port: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A free local port (the operating system's choice, released at once). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function tcpProxy(port: number, target: { host: string; port: number }): TcpProxy {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  return {
    port,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          // A pair lives and dies together: when either side closes or fails
          // the other is destroyed too, as a cut network cuts both ends.
          // (pipe() ends its destination on a clean end only: a failed side
          // left its partner open, and a client could wait on it for ever.)
          for (const [s, other] of [
            [client, upstream],
            [upstream, client],
          ] as const) {
            sockets.add(s);
            s.on("close", () => {
              sockets.delete(s);
              other.destroy();
            });
            s.on("error", () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (!server?.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's own database (TEST_DATABASE_URL, cloned for the file)
 * reached through a started proxy: `handle` is a pool like the server's
 * (`openPostgres`), for `setDatabaseForTests`.
 */
export async function openPostgresThroughProxy(
  poolSize = 10,
): Promise<{ proxy: TcpProxy; handle: DatabaseHandle; url: string }> {
  const [row] = await executeRows<{ name: string }>(
    getDb(),
    sql`select current_database() as name`,
  );
  const upstream = new URL(process.env.TEST_DATABASE_URL!);
  const proxy = tcpProxy(await freePort(), {
    host: upstream.hostname,
    port: Number(upstream.port || 5432),
  });
  await proxy.start();
  const url = new URL(upstream);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${row!.name}`;
  return { proxy, handle: openPostgres(url.toString(), poolSize), url: url.toString() };
}
