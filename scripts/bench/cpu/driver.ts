/**
 * Load for `bench:cpu`, in its own process so its CPU is not counted as the server's: runs
 * autocannon with what the parent sends and answers with the requests made.
 */
import autocannon from 'autocannon';

process.on(
  'message',
  (job: { url: string; headers: Record<string, string>; amount: number; connections: number }) => {
    void autocannon({
      url: job.url,
      headers: job.headers,
      amount: job.amount,
      connections: job.connections,
    }).then((result) =>
      process.send!({ requests: result.requests.total, non2xx: result.non2xx, errors: result.errors }),
    );
  },
);
process.send!({ ready: true });
