import { REDACTED, redactSecretLinks, redactUrl } from './secret-links';

const APP = 'https://app.logiscope.example';
const RESPONSE_ID = 'Qm9vLXRoaXMtaXMtYS1yZXNwb25zZS1pZC0xMjM0NTY3'; // 43 characters, base64url
const INVITE = 'f1e2d3c4-0000-7000-8000-aabbccddeeff.N2tq9Yb8x3LwQeRz0aS1dF4gH7jK';

describe('secret links in mail shown to someone else', () => {
  it('hides the invitation, password-reset and response-page credentials, keeping the link shape', () => {
    const text = [
      `Set your password: ${APP}/set-password?token=${encodeURIComponent(INVITE)}`,
      `Reset it: ${APP}/reset-password?token=abc123secretvalue`,
      `Respond before Friday at:\n\n${APP}/respond/${RESPONSE_ID}\n`,
    ].join('\n');
    const shown = redactSecretLinks(text);
    expect(shown).toBe(
      [
        `Set your password: ${APP}/set-password?token=${REDACTED}`,
        `Reset it: ${APP}/reset-password?token=${REDACTED}`,
        `Respond before Friday at:\n\n${APP}/respond/${REDACTED}\n`,
      ].join('\n'),
    );
    for (const secret of [INVITE, encodeURIComponent(INVITE), 'abc123secretvalue', RESPONSE_ID]) expect(shown).not.toContain(secret);
  });

  it('hides any token-bearing query or fragment parameter, whatever the path', () => {
    expect(redactUrl('http://localhost:3000/x?page=2&access_token=eyJhbGciOi.x.y&lang=fr')).toBe(`http://localhost:3000/x?page=2&access_token=${REDACTED}&lang=fr`);
    expect(redactUrl('https://a.example/cb?code=4/0AX4&state=ok')).toBe(`https://a.example/cb?code=${REDACTED}&state=ok`);
    expect(redactUrl('https://a.example/cb?Reset_Token=1&signature=2&key=3&otp=4&secret=5')).toBe(
      `https://a.example/cb?Reset_Token=${REDACTED}&signature=${REDACTED}&key=${REDACTED}&otp=${REDACTED}&secret=${REDACTED}`,
    );
    expect(redactUrl('https://a.example/app#id_token=abc&x=1')).toBe(`https://a.example/app#id_token=${REDACTED}&x=1`);
    // An unnamed random-looking value or path segment is a credential too.
    expect(redactUrl('https://a.example/invite/9fK2mQ7xL0pZ3vB8nW1cR6tY?u=9fK2mQ7xL0pZ3vB8nW1cR6tY')).toBe(`https://a.example/invite/${REDACTED}?u=${REDACTED}`);
  });

  it('hides links inside HTML (href, &amp;) and relative response links', () => {
    const html = `<a href="${APP}/set-password?lang=en&amp;token=${INVITE}">Set</a> <a href="/respond/${RESPONSE_ID}">Answer</a>`;
    expect(redactSecretLinks(html)).toBe(`<a href="${APP}/set-password?lang=en&amp;token=${REDACTED}">Set</a> <a href="/respond/${REDACTED}">Answer</a>`);
  });

  it('leaves ordinary links and text alone', () => {
    const text = `See the carrier: ${APP}/carrier/1234567 (USDOT 1234567), ${APP}/subscription?checkout=success, ${APP}/fmcsa-integration.\nReply by 5 pm.`;
    expect(redactSecretLinks(text)).toBe(text);
  });
});
