import http from 'node:http';

/** One call the storefront made to the service, as the logging proxy saw it. */
export interface Call {
  at: number;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface LoggingProxy {
  calls: Call[];
  close: () => Promise<void>;
}

/**
 * A logging proxy in front of the service: every call is forwarded unchanged and one line per call
 * (method, path with query, status, milliseconds) is handed to `log`. The storefront's server and its
 * browser code both reach the service through it, so the lines are every call it made.
 */
export function startLoggingProxy(port: number, target: number, log: (line: string, call: Call) => void): Promise<LoggingProxy> {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${target}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => record(answer.statusCode ?? 502));
      },
    );
    const record = (status: number) => {
      const call = { at: Date.now(), method: req.method ?? '', path: req.url ?? '', status, ms: Math.round(performance.now() - started) };
      calls.push(call);
      log(`${call.method} ${call.path} ${call.status} ${call.ms} ms`, call);
    };
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
      record(502);
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 70_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        calls,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
