/**
 * Runs a command-line script's `main` and exits with the code it returns. A failure prints its
 * message (its stack with `trace`, for the tools whose failures are bugs rather than bad input)
 * and exits 1.
 */
export function runMain(main: () => Promise<number>, { trace = false } = {}): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const text =
        error instanceof Error ? ((trace ? error.stack : undefined) ?? error.message) : error;
      console.error(text);
      process.exit(1);
    },
  );
}
