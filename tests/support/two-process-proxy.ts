import http from "node:http";
import type { AddressInfo } from "node:net";

/** The header a test sends to choose the process its request reaches: `0` or `1`. */
export const processHeader = "x-test-process";

export type TestProxy = {
  port: number;
  /** How many requests each process was sent. */
  counts: number[];
  stop(): Promise<void>;
};

/**
 * A load balancer for tests: each request goes to the next process in turn, or to the one its
 * `x-test-process` header names; the host name and everything else pass as they came.
 */
export async function startProxy(ports: number[]): Promise<TestProxy> {
  const counts = ports.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const chosen = request.headers[processHeader];
    const index = chosen === undefined ? turn++ % ports.length : Number(chosen);
    counts[index]! += 1;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
