import type { SeoStore } from '../seo-port.ts';
import type { MongoStoreOptions } from './mongo-store.ts';
import { createMongoSettingsDoc } from './settings-doc-store.ts';

/** The SEO settings on MongoDB: one document. */
export const createMongoSeoStore = (options: MongoStoreOptions): SeoStore =>
  createMongoSettingsDoc(options, { client: 'portfolio-content-seo', collection: 'content_seo_settings', id: 'site' });
