/**
 * Preloaded (`node --import`) into a real process under test: SIGUSR2 makes it fail the way a bug outside any
 * request would, by an exception nothing catches or (FAULT_KIND=reject) a rejection nothing handles, so that
 * its last-resort handler can be tested in the process itself.
 */
process.on('SIGUSR2', () => {
  if (process.env.FAULT_KIND === 'reject') void Promise.reject(new Error('injected fault: an unhandled rejection'));
  else throw new Error('injected fault: an uncaught exception');
});
