// Database faults for the reliability suite: connections terminated by PostgreSQL, and a
// database that cannot be reached (a TCP proxy in front of it goes down and up again).
import net from 'node:net';
import pg from 'pg';
import { freePort } from './server-process.ts';

/** Terminates every backend of the database except the caller's own; the number terminated. */
export async function terminateBackends(adminUrl: string, databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName],
    );
    return rows.filter((r) => r.done).length;
  } finally {
    await admin.end();
  }
}

/**
 * A TCP proxy between the server and PostgreSQL. `down()` destroys every proxied connection
 * and stops listening (new connections are refused); `up()` listens on the same port again.
 */
export async function startProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen();
  return {
    port,
    async down() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closed;
    },
    up: listen,
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
