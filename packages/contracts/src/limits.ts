/** Field and body caps shared by the services, the gateway configuration and the tests. */
export const limits = {
  pathLength: 2000,
  referrerLength: 2000,
  utmKeys: 20,
  utmKeyLength: 64,
  utmValueLength: 256,
  logEntriesPerBatch: 50,
  logMessageBytes: 8 * 1024,
  logStackBytes: 16 * 1024,
  logContextBytes: 8 * 1024,
} as const;
