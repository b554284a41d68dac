import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * Background work yields to requests: the engines run at a lower scheduling priority than the service (the 2-core
 * machines serve visitors while an article is spoken). A platform that refuses leaves it as it is.
 */
export function inBackground(child: ChildProcess) {
  try {
    if (child.pid !== undefined) setPriority(child.pid, 10);
  } catch {
    // Not allowed here: the audio is made at the service's own priority.
  }
}

export interface ProgramRun {
  /** What the program wrote to its standard output. */
  stdout: Buffer;
}

/**
 * Runs `program` with `args` (never through a shell: no text of an article is ever a command), feeding `input` on
 * its standard input; rejects on a non-zero exit, a failure to start (ENOENT for a program not installed) or
 * `timeoutMs`, naming the program and the end of its standard error.
 */
export function runProgram(program: string, args: string[], input: Buffer | string, timeoutMs: number) {
  return new Promise<ProgramRun>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    inBackground(child);
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    // A program that exits before reading all its input closes the pipe: its exit code says what happened.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out) });
      else reject(new Error(`${program} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${err.trim()}`));
    });
    child.stdin.end(input);
  });
}

/** True when `program --version` runs: the engine is installed where the configuration says. */
export async function programRuns(program: string): Promise<boolean> {
  try {
    await runProgram(program, ['--version'], '', 10_000);
    return true;
  } catch {
    return false;
  }
}
