import os from 'node:os';

/** What a bench report says of the machine it ran on. */
export interface BenchMachine {
  cpus: number;
  cpuModel: string;
  node: string;
  chromium: string;
}

export function benchMachine(chromium: string): BenchMachine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    chromium,
  };
}
