/** Browser, OS and device class from a User-Agent header: enough for the login table, no database needed. */
export interface ParsedUserAgent {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  deviceType: 'DESKTOP' | 'MOBILE' | 'TABLET';
}

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
  ['k6', /k6\/([\d.]+)/],
  ['curl', /curl\/([\d.]+)/],
];

const OSES: [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['Linux', /Linux()/],
];

export function parseUserAgent(ua: string): ParsedUserAgent {
  const browser = BROWSERS.find(([, re]) => re.test(ua));
  const os = OSES.find(([, re]) => re.test(ua));
  const deviceType = /iPad|Tablet/i.test(ua) ? 'TABLET' : /Mobi|iPhone|Android/i.test(ua) ? 'MOBILE' : 'DESKTOP';
  return {
    browser: browser?.[0] ?? 'Unknown',
    browserVersion: browser ? (ua.match(browser[1])?.[1] ?? '') : '',
    os: os?.[0] ?? 'Unknown OS',
    osVersion: os ? (ua.match(os[1])?.[1] ?? '').replace(/_/g, '.') : '',
    deviceType,
  };
}
