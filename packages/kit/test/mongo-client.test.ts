import { describe, expect, it } from 'vitest';
import { storeMongoClient } from '../src/index.ts';

describe('storeMongoClient', () => {
  it('bounds selection and connecting by the timeout, a silent socket by three times it, under its app name', async () => {
    const client = storeMongoClient('mongodb://127.0.0.1:1/db', 'portfolio-test', 700);
    try {
      const { appName, serverSelectionTimeoutMS, connectTimeoutMS, socketTimeoutMS, maxPoolSize } = client.options;
      expect({ appName, serverSelectionTimeoutMS, connectTimeoutMS, socketTimeoutMS, maxPoolSize }).toEqual({
        appName: 'portfolio-test',
        serverSelectionTimeoutMS: 700,
        connectTimeoutMS: 700,
        socketTimeoutMS: 2100,
        maxPoolSize: 10,
      });
    } finally {
      await client.close();
    }
  });
});
