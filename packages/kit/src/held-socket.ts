import net from 'node:net';
import { getSystemErrorName } from 'node:util';

/** The libuv TCP handle Node creates for a server: what spawn's `stdio` passes on as a descriptor. */
interface TcpHandle {
  close(): void;
}

/**
 * `net._createServerHandle` is how the cluster module's primary binds a socket it hands to its workers: bound, not
 * listened on. Node has no public way to own a socket without accepting on it, and a supervisor that accepted on
 * the socket it passes would take connections from its own child.
 */
const createServerHandle = (
  net as unknown as {
    _createServerHandle(address: string, port: number, addressType: 4 | 6): TcpHandle | number;
  }
)._createServerHandle;

export interface HeldSocket {
  /** For a child's `stdio`: it arrives as descriptor 3 when placed fourth. */
  readonly handle: TcpHandle;
  /** Lets the socket go: once no child holds it either, the port refuses connections again. */
  close(): void;
}

/**
 * A service's socket, bound by the supervisor and held for as long as the service is meant to run (systemd's
 * socket activation). Each process of the service listens on it in turn (socket-activation.ts): while one has
 * exited and the next is starting, connections wait in the kernel's queue instead of being refused, and the next
 * process takes them once it is ready. Bound only: until the first process listens, connections are refused.
 */
export function holdSocket(host: string, port: number): HeldSocket {
  const handle = createServerHandle(host, port, net.isIPv6(host) ? 6 : 4);
  if (typeof handle === 'number') {
    throw new Error(`Cannot bind ${host}:${port}: ${getSystemErrorName(handle)}`);
  }
  let open = true;
  return {
    handle,
    close() {
      if (open) handle.close();
      open = false;
    },
  };
}
