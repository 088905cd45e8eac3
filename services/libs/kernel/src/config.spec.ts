import { appUrlOf } from './config';

describe('appUrlOf: where the links LogiScope sends point', () => {
  it("defaults to this installation's own gateway, on the port it runs on", () => {
    expect(appUrlOf(undefined, { PORT: '3456' })).toBe('http://localhost:3456');
    expect(appUrlOf(undefined, { PORT: ' 8080 ' })).toBe('http://localhost:8080');
  });

  it('is port 3000 without PORT, as the gateway is', () => {
    expect(appUrlOf(undefined, {})).toBe('http://localhost:3000');
    expect(appUrlOf(undefined, { PORT: '' })).toBe('http://localhost:3000');
  });

  it('takes APP_URL when it is set, whatever the port', () => {
    expect(appUrlOf('https://app.logiscope.example', { PORT: '3456' })).toBe('https://app.logiscope.example');
  });
});
