import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
const clockTicks = () => (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })));

/** A process and every process below it (nginx's master and its workers), from /proc. */
function withDescendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Gone, or a kernel without the children file: the process alone is counted.
  }
  return [pid, ...children.flatMap(withDescendants)];
}

/**
 * CPU time (user and system, all threads) that processes and their descendants have used so far, in
 * microseconds, from /proc (Linux). Sampled before and after a load run, it tells what each part of a topology
 * costs per request, which a throughput figure alone cannot.
 */
export function processCpuMicros(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids.flatMap(withDescendants)) {
    try {
      // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Exited meanwhile.
    }
  }
  return (ticks / clockTicks()) * 1e6;
}
