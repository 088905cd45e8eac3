import { UAParser } from 'ua-parser-js';

/** Browser, OS and device class from a User-Agent header, by ua-parser-js (1.x, MIT): a well-kept rule set, no network. */
export interface ParsedUserAgent {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  deviceType: 'DESKTOP' | 'MOBILE' | 'TABLET';
}

/** Command-line clients ua-parser-js does not name: still better than 'Unknown' for the security team. */
const TOOLS: [string, RegExp][] = [
  ['curl', /^curl\/([\d.]+)/],
  ['k6', /k6\/([\d.]+)/],
  ['node-fetch', /node-fetch\/?([\d.]*)/],
];

export function parseUserAgent(ua: string): ParsedUserAgent {
  const r = new UAParser(ua).getResult();
  const tool = r.browser.name ? undefined : TOOLS.find(([, re]) => re.test(ua));
  const type = r.device.type;
  return {
    browser: r.browser.name ?? tool?.[0] ?? 'Unknown',
    browserVersion: r.browser.version ?? (tool ? (ua.match(tool[1])?.[1] ?? '') : ''),
    os: r.os.name ?? 'Unknown OS',
    osVersion: r.os.version ?? '',
    deviceType: type === 'tablet' ? 'TABLET' : type === 'mobile' || type === 'wearable' ? 'MOBILE' : 'DESKTOP',
  };
}
