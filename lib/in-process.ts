/**
 * A function the server offers the proxy when this instance owns the data (lib/server/startup.ts),
 * so the proxy asks in process instead of over HTTP. The proxy and instrumentation.ts load
 * separate copies of every module: the function is shared through `globalThis`, under `name`.
 */
export function inProcessSlot<F extends (...args: never[]) => unknown>(name: string) {
  const key = Symbol.for(`kennel.${name}`);
  const shared = globalThis as { [key]?: F };
  return {
    provide(fn: F): void {
      shared[key] = fn;
    },
    /** The offered function, or undefined: another instance owns the data, or none offered. */
    get(): F | undefined {
      return shared[key];
    },
  };
}
