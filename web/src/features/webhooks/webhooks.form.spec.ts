import { eventKey, validateCreateWebhook } from './webhooks.form';

const messages = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, (m as { message: string }).message]));

describe('the add-endpoint form', () => {
  it("should ask for the endpoint's full address and at least one event, with the server's wording", () => {
    const { result, body } = validateCreateWebhook({ url: 'tms.example.com/hooks', events: [] });
    expect(body).toBeUndefined();
    expect(messages(result.fieldErrors)).toEqual({ url: "Enter the endpoint's full address, starting with https://", events: 'Choose at least one event' });
  });

  it('should send a valid endpoint enabled, its events in catalogue order', () => {
    const { body } = validateCreateWebhook({ url: ' https://tms.example.com/hooks ', events: ['carrier.changed', 'alert.created'] });
    expect(body).toEqual({ url: 'https://tms.example.com/hooks', events: ['alert.created', 'carrier.changed'], enabled: true });
  });

  it('should name i18n keys without the dot', () => {
    expect(eventKey('alert.created')).toBe('alert_created');
  });
});
