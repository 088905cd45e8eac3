/** The public API v1 document's introduction (Markdown: Swagger UI renders it above the operations). */
export const PUBLIC_API_DESCRIPTION = `The LogiScope public API for a TMS: carriers and their verdict under your company's rule profile, your monitoring list, its alerts, and reports about a carrier.

**Keys.** Send \`Authorization: Bearer <key>\` with one of your company's API keys (an ADMIN creates them in API Settings, with scopes). Nothing else is a credential here: no cookie, no CSRF token; the API sends no CORS headers (call it from a server, not a browser).

**Errors** are \`application/problem+json\` (RFC 9457): \`{ "type": "about:blank", "title", "status", "code", "issues"? }\`; \`code\` is stable (API_KEY_INVALID, API_KEY_SCOPE_MISSING, SUBSCRIPTION_REQUIRED, CARRIER_NOT_FOUND, CURSOR_INVALID...).

**Rate limit** per key: every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); beyond it, 429 with \`Retry-After\`.

**Lists** are a page at a time: pass the answer's \`next\` as \`cursor\` (opaque; no page numbers). The alerts feed always gives a \`next\`: keep it and ask again from it later.

**Retries.** Every POST takes an \`Idempotency-Key\` header: the same key with the same request within 24 hours answers what the first answered (header \`Idempotent-Replayed: true\`) without doing it again; with another request, 422; while the first is still being answered, 409.

Example:

    curl -H "Authorization: Bearer $LOGISCOPE_KEY" https://logiscope.example.com/api/v1/carriers/158121/verdict

    curl -X POST -H "Authorization: Bearer $LOGISCOPE_KEY" -H "Content-Type: application/json" \\
         -H "Idempotency-Key: $(uuidgen)" -d '{"usdots":["158121","44110"]}' \\
         https://logiscope.example.com/api/v1/monitoring/carriers
`;
