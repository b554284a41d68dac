/**
 * Connection slots per worker. A visitor costs one, a proxied request a second (its upstream connection), and a
 * client that sends its headers slowly holds one until `client_header_timeout` whatever its address, since
 * nginx can count connections per address only once their headers are in. So the slots are sized for a flood
 * from one address lasting the header timeout (the attack run's 2,100 connections filled 2 × 1,024 and refused
 * everyone else) with room left for everyone else; a file descriptor per slot and upstream is cheap.
 */
const workerConnections = 4096;

/** The process lines: enough descriptors for every slot and its upstream connection. */
export const workerLines = [
  // The canonical-path and other maps run regular expressions on every API request: compiled, not interpreted.
  'pcre_jit on;',
  `worker_rlimit_nofile ${workerConnections * 2 + 1024};`,
  `events {\n  worker_connections ${workerConnections};\n}`,
];

/**
 * Short client timeouts: a slow-header or slow-body client gives its slot back within seconds (a timed-out
 * request's socket is reset rather than left lingering), and a client that reads its answer slowly cannot hold
 * one for nginx's default minute either.
 */
export const clientTimeoutLines = [
  'client_header_timeout 5s;',
  'client_body_timeout 5s;',
  'send_timeout 10s;',
  'keepalive_timeout 30s;',
  'reset_timedout_connection on;',
];

/**
 * Requests one address may have in progress at once (headers in, answer not yet sent); past it, 429. The upstream
 * keep-alive check and the benchmarks send bursts of 150–256 from loopback, so the ceiling sits at 256: what it
 * stops is one address holding thousands of slots with slow bodies or slow reads.
 */
export const requestsInProgressPerAddress = 256;

export const connectionLimitZone = (keyVariable: string) => [
  `limit_conn_zone ${keyVariable} zone=per_address:10m;`,
  'limit_conn_status 429;',
  'limit_conn_log_level warn;',
];

export const connectionLimit = `limit_conn per_address ${requestsInProgressPerAddress};`;
