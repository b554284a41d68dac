import { afterAll } from 'vitest';
import { createMongoReaderAudioStore } from '../src/stores/mongo/reader-audio-store.ts';
import { openSqliteReaderAudioStore } from '../src/stores/sqlite/reader-audio-store.ts';
import { readerAudioStoreContract } from './reader-audio-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

for (const backend of storeBackends(openSqliteReaderAudioStore, createMongoReaderAudioStore)) {
  readerAudioStoreContract(backend);
}
