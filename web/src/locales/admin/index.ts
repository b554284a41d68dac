export type { AdminDictionary } from './en';
