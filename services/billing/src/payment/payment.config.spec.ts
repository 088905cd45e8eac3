import { paymentConfig } from './payment.config';

describe('payment config', () => {
  it('sends the browser back after checkout to the server that runs, on its PORT, without APP_URL', () => {
    expect(paymentConfig({ PORT: '3456' }).appUrl).toBe('http://localhost:3456');
    expect(paymentConfig({ PORT: '3456', APP_URL: 'https://app.logiscope.example' }).appUrl).toBe('https://app.logiscope.example');
  });
});
