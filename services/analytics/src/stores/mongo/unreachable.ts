import { MongoNetworkError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';

/** The driver's ways of saying that no MongoDB answered (as opposed to a MongoDB refusing something). */
export const storeUnreachable = (err: unknown) =>
  err instanceof MongoServerSelectionError ||
  err instanceof MongoNetworkError ||
  err instanceof MongoTopologyClosedError;
