import { MongoClient } from 'mongodb';

/**
 * A service store's MongoDB client, every wait bounded by its MONGO_TIMEOUT_MS: server selection and connecting
 * give up after it, a socket silent for three times as long is closed (a query's own maxTimeMS ends it first), and
 * the pool stays small. The app name tells the services' connections apart in MongoDB's logs. Connects lazily.
 */
export const storeMongoClient = (url: string, appName: string, timeoutMs: number) =>
  new MongoClient(url, {
    appName,
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    socketTimeoutMS: timeoutMs * 3,
    maxPoolSize: 10,
  });
