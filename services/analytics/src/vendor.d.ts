// ua-parser-js 1.x and geoip-country ship no type declarations; these cover the parts this service calls.

declare module 'ua-parser-js' {
  export interface UAResult {
    browser: { name?: string; version?: string };
    os: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
  }
  export class UAParser {
    constructor(userAgent?: string);
    getResult(): UAResult;
  }
}

declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}
