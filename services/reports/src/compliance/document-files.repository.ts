import type { Document, DocumentCollection, DocumentStore } from '@logiscope/infra';

/**
 * Where generated PDFs live: the service's own DocumentStore (SQLite embedded, MongoDB distributed), base64 under the
 * document's key (`compliance:<id>`, `certificate:<code>`). A PDF is tens of kilobytes, far below MongoDB's 16 MB
 * document limit, and both profiles then keep it with the rest of the service's data (backups, NAMESPACE) with no
 * file share between replicas. Written before the event that announces it, so a document said to be there is.
 */
export interface StoredFile extends Document {
  base64: string;
  sha256: string;
  sizeBytes: number;
}

export const DOCUMENT_FILES_COLLECTION = 'document_files';

export class DocumentFiles {
  private constructor(private readonly files: DocumentCollection<StoredFile>) {}

  static async open(store: DocumentStore): Promise<DocumentFiles> {
    return new DocumentFiles(await store.collection<StoredFile>(DOCUMENT_FILES_COLLECTION));
  }

  async put(key: string, bytes: Buffer, sha256: string): Promise<void> {
    await this.files.upsert({ id: key, base64: bytes.toString('base64'), sha256, sizeBytes: bytes.length });
  }

  async get(key: string): Promise<StoredFile | null> {
    return this.files.get(key);
  }

  /** Deletes the file (a vetting record past its retention); false when there was none. */
  async delete(key: string): Promise<boolean> {
    return this.files.delete(key);
  }
}
