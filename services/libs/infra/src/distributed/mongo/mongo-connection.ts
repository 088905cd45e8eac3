import mongoose, { type Connection, type ConnectOptions, type mongo } from 'mongoose';

// The driver's types through mongoose, so `mongodb` stays an implementation detail of mongoose.
type Db = mongo.Db;
type MongoServerError = mongo.MongoServerError;

/**
 * Where a Mongo-backed store lives: its own connection from a url (closed by the store), or an existing mongoose
 * connection shared with the rest of the service (left open; `dbName` then picks a database on the same pool).
 */
export type MongoTarget = { url: string; dbName: string; options?: ConnectOptions } | { connection: Connection; dbName?: string };

/**
 * One database handle for a store. The stores talk to the driver's collections under the mongoose connection rather
 * than to mongoose models: documents are schema-less JSON, and models would add casting, `__v` and buffering for nothing.
 */
export class MongoDatabase {
  private readonly connection: Connection;
  private readonly owned: boolean;
  private readonly dbName: string | undefined;
  private opened: Promise<Db> | undefined;

  constructor(target: MongoTarget) {
    if ('url' in target) {
      if (!target.dbName) throw new Error('MongoDB store needs a dbName (one database per service)');
      this.connection = mongoose.createConnection(target.url, { dbName: target.dbName, ...target.options });
      this.owned = true;
      // An unhandled 'error' event would crash the process; the first operation reports a failed connect instead.
      this.connection.on('error', () => undefined);
    } else {
      this.connection = target.connection;
      this.owned = false;
    }
    this.dbName = target.dbName;
  }

  db(): Promise<Db> {
    this.opened ??= (async () => {
      await this.connection.asPromise();
      const client = this.connection.getClient();
      if (!client || this.connection.readyState !== mongoose.ConnectionStates.connected) throw new Error('MongoDB connection is not open');
      return client.db(this.dbName ?? this.connection.name);
    })();
    return this.opened;
  }

  async close(): Promise<void> {
    if (this.owned) await this.connection.close();
  }
}

/**
 * A unique index (or _id) already holds the value. MongoDB and FerretDB inserts answer E11000; FerretDB v1 (SQLite)
 * answers an update that breaks a unique index with code 1 (InternalError) carrying SQLite's own message instead.
 */
export function isDuplicateKeyError(e: unknown): e is MongoServerError {
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/**
 * createIndex once per index, not createIndexes with a list: FerretDB v1.24 drops the connection (a panic in
 * validateIndexesForCreation) when two or more of the listed indexes already exist, i.e. on every restart.
 */
export async function ensureIndexes<T extends mongo.Document>(coll: mongo.Collection<T>, specs: mongo.IndexDescription[]): Promise<void> {
  for (const { key, ...options } of specs) await coll.createIndex(key as mongo.IndexSpecification, options);
}

/**
 * The JSON shape of a value: what the embedded (SQLite/JSON) implementations store, so both profiles hand back the same
 * thing (Dates become ISO strings, undefined fields vanish, class instances become plain objects).
 */
export function toJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
