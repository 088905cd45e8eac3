import { identityConfig } from './identity.config';

describe('identity config', () => {
  it("points the invitation link at the server that runs, on its PORT, without APP_URL", () => {
    expect(identityConfig({ PORT: '3456' }).appUrl).toBe('http://localhost:3456');
    expect(identityConfig({ PORT: '3456', APP_URL: 'https://app.logiscope.example' }).appUrl).toBe('https://app.logiscope.example');
  });

  it('makes live API keys in production only', () => {
    expect(identityConfig({ NODE_ENV: 'production' }).apiKeyEnvironment).toBe('live');
    expect(identityConfig({}).apiKeyEnvironment).toBe('test');
    expect(identityConfig({ NODE_ENV: 'development' }).apiKeyEnvironment).toBe('test');
  });
});
