import type { Server } from 'node:net';
import { StartupError } from './listen.ts';

/** systemd's first passed descriptor (SD_LISTEN_FDS_START): 0-2 are stdin, stdout and stderr. */
export const passedSocketFd = 3;

/**
 * The listening socket a supervisor handed this process the way systemd does (`LISTEN_FDS=1`, the socket on
 * descriptor 3), or undefined when it listens on HOST:PORT itself. `LISTEN_PID`, when set, must be this process:
 * a variable inherited from further up names another one. A parent that spawns cannot know its child's pid before
 * the spawn, so an unset `LISTEN_PID` is this process's. The variables are removed either way (sd_listen_fds with
 * unset_environment), so that a program this one starts does not take descriptor 3 for a socket of its own.
 */
export function passedListenFd(env: NodeJS.ProcessEnv): number | undefined {
  const { LISTEN_FDS: count, LISTEN_PID: pid } = env;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  if (count === undefined || (pid !== undefined && pid !== String(process.pid))) return undefined;
  if (count !== '1') throw new StartupError(`LISTEN_FDS=${count}: a service listens on one passed socket.`);
  return passedSocketFd;
}

/** Accepts connections on a passed listening socket; resolves with its port. */
export function listenOnPassedSocket(server: Server, fd: number = passedSocketFd): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) =>
      reject(new StartupError(`Cannot listen on the socket passed as descriptor ${fd} (LISTEN_FDS): ${err.message}`));
    server.once('error', failed);
    server.listen({ fd }, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}
