import { validateResponse } from './respond.validation';

describe('carrier response form', () => {
  it("should refuse a short text and an invalid e-mail with the server's messages", () => {
    const { fieldErrors } = validateResponse({ responseText: ' too short ', contactEmail: 'not-an-email' });
    expect(Object.keys(fieldErrors).sort()).toEqual(['contactEmail', 'responseText']);
    expect(fieldErrors.responseText).toMatchObject({ code: 'RESPONSE_TOO_SHORT' });
    expect(fieldErrors.contactEmail).toMatchObject({ code: 'VALID_EMAIL_REQUIRED' });
  });

  it('should accept 10 characters and a valid e-mail, the phone being optional', () => {
    expect(validateResponse({ responseText: 'Delivered.', contactEmail: 'ops@carrier.example' }).fieldErrors).toEqual({});
  });
});
