import { afterAll } from 'vitest';
import { createMongoAiStore } from '../src/stores/mongo/ai-store.ts';
import { openSqliteAiStore } from '../src/stores/sqlite/ai-store.ts';
import { aiStoreContract } from './ai-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(openSqliteAiStore, createMongoAiStore)) aiStoreContract(backend);
