import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` every `intervalMs` in the server process (the email worker, the scheduler), one pass
 * at a time; a failed pass is logged and the next comes as usual. stop() waits for the pass in
 * flight, so a shutdown cuts no work in half.
 */
export function startPolling({ pass, intervalMs, log, name }: { pass: () => Promise<unknown>; intervalMs: number; log: FastifyBaseLogger; name: string }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pass()
      .catch((err) => log.error({ err }, `${name} failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
