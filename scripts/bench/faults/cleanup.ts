/**
 * Everything the bench starts (PostgreSQL, the product, the SMTP sink, a tmpfs, temporary
 * folders) registers its undoing here. The undoing runs once, newest first, at the end, on a
 * failure and on Ctrl-C, so no server or folder outlives the bench.
 */
type Undo = { what: string; run: () => Promise<void> | void };

const undos: Undo[] = [];
let running: Promise<void> | undefined;

/** Registers an undo; the returned function removes it again (the thing was undone by hand). */
export function onCleanup(what: string, run: Undo['run']): () => void {
  const undo = { what, run };
  undos.push(undo);
  return () => {
    const at = undos.indexOf(undo);
    if (at >= 0) undos.splice(at, 1);
  };
}

/** Runs every registered undo, newest first; one that fails is reported and the rest still run. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (undos.length) {
      const undo = undos.pop()!;
      try {
        await undo.run();
      } catch (error) {
        console.error(`cleanup: ${undo.what} failed: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill: undo everything, then leave with the usual code for a signal. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench and removing what it started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
