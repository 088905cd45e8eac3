/** A loopback port free right now: the OS picks one for a listener on port 0, which is closed again. */
export declare function freePort(): Promise<number>;
