import { reportsConfig } from './reports.config';

describe('reports config', () => {
  it('points e-mailed and printed links at the server that runs, on its PORT, without APP_URL', () => {
    expect(reportsConfig({ PORT: '3456' }).appUrl).toBe('http://localhost:3456');
    expect(reportsConfig({}).appUrl).toBe('http://localhost:3000');
  });

  it('takes APP_URL, without its trailing slash, for a deployment', () => {
    expect(reportsConfig({ PORT: '3456', APP_URL: 'https://app.logiscope.example/' }).appUrl).toBe('https://app.logiscope.example');
    expect(() => reportsConfig({ APP_URL: 'ftp://files.example' })).toThrow(/APP_URL/);
  });
});
