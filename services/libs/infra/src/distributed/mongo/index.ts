export { MongoDatabase, type MongoTarget } from './mongo-connection';
export { MongoEventStore, type MongoEventStoreOptions } from './mongo-event-store';
export { MongoDocumentStore, toMongoFilter } from './mongo-document-store';
