// ua-parser-js 1.x ships no types: the part this service uses.
declare module 'ua-parser-js' {
  interface Named {
    name?: string;
    version?: string;
  }
  export class UAParser {
    constructor(ua?: string);
    getResult(): { browser: Named; os: Named; device: { type?: string; vendor?: string; model?: string } };
  }
}
