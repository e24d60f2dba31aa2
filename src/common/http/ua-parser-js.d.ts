// ua-parser-js 1.x (MIT; 2.x is AGPL) ships no types: the part of its API we use.
declare module 'ua-parser-js' {
  interface UAPart {
    name?: string;
    version?: string;
    major?: string;
  }
  interface UAResult {
    browser: UAPart;
    os: UAPart;
    device: { type?: string; vendor?: string; model?: string };
  }
  class UAParser {
    constructor(userAgent?: string);
    getResult(): UAResult;
  }
  export default UAParser;
}
