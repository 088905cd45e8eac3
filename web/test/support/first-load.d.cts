/** Issue 14's first-load budget, gzipped KB: the landing and /auth each. */
export declare const FIRST_LOAD_BUDGET_KB: number;
/** What the tests hold each page to until the budget is reached (gzipped KB). */
export declare const FIRST_LOAD_LIMIT_KB: Readonly<Record<'/' | '/auth', number>>;
/** The visitor pages the budget is for: path → source of the lazy page. */
export declare const VISITOR_PAGES: Readonly<Record<'/' | '/auth', string>>;
export declare function gzipBytes(buffer: Buffer): number;
/** The first load of a visitor page in a language, from web/dist's manifest: files with gzipped sizes and the total. */
export declare function firstLoad(dist: string, path: '/' | '/auth', language?: string): { files: { file: string; gz: number }[]; total: number };
/** Every JS and CSS file of the build, gzipped and added up. */
export declare function appTotal(dist: string): { files: number; total: number };
/** The original sources a built JS file was made from (its source map). */
export declare function sourcesOf(dist: string, file: string): string[];
/** Bytes as KB with one decimal. */
export declare function kb(bytes: number): number;
