export { startMongoStandIn, type MongoStandIn } from './server.ts';
