/**
 * The key every per-client limit counts by: the IPv4 address, or the /64 of an IPv6 address. One IPv6 subscriber
 * (or one rented server) holds a whole /64 and can send each request from a new address in it, so counting by the
 * full address would let it past every limit (the services count the same way: kit's addressKey).
 *
 * `$binary_remote_addr` is 4 bytes for IPv4 and 16 for IPv6 (after real_ip, the client's, not a front proxy's); the
 * first 8 bytes of the latter are its /64. `(?s)`: `.` must match every byte value, newline included.
 */
export const clientKeyVariable = '$client_key';

export const clientKeyMap = [
  `map $binary_remote_addr ${clientKeyVariable} {`,
  '  "~^(?s)(?<prefix64>.{8}).{8}$" $prefix64;',
  '  default $binary_remote_addr;',
  '}',
].join('\n');
