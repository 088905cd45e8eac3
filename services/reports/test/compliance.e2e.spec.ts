import { ApiClient, eventually, registration } from '../../../test/support/http-client';
import { pdfText } from '../../../test/support/pdf-text';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Carrier {
  id: string;
  dotNumber: string;
  mcNumber: string;
  legalName: string;
  authorityStatus: string;
  safetyRating: string;
  verdict: { outcome: string };
}

/** A broker company (MC ending in b: the spec's broker rule), signed in. */
async function broker(baseUrl: string): Promise<ApiClient> {
  const c = new ApiClient(baseUrl);
  const tag = Math.random().toString(36).slice(2, 8);
  const reg = await registerOnTrial(c, registration({ companyType: 'BROKER', companyName: `Brokers ${tag}`, mcNumber: `MC-${Math.floor(Math.random() * 900000) + 100000}b` }));
  expect(reg.status).toBe(201);
  expect(reg.body.company.companyType).toBe('BROKER');
  return c;
}

/**
 * Compliance documents and due-diligence certificates through HTTP as a broker uses them, on the demo carriers: the
 * background job, the real PDF (its text read as a PDF reader reads it), GENERATED → DOWNLOADED, the public record and
 * the check of a copy, the broker-only rule and the tenant boundary.
 */
describe.each(e2eProfiles())('compliance documents and certificates [%s]', (profile) => {
  let server: RunningServer;
  let a: ApiClient;
  let b: ApiClient;
  let shipper: ApiClient;
  let carrier: Carrier;

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '300' });
    [a, b] = [await broker(server.baseUrl), await broker(server.baseUrl)];
    shipper = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(shipper, registration())).status).toBe(201);
    const found = await eventually(
      async () => (await a.get('/api/carriers/search?q=trucking&pageSize=50')).body.carriers as Carrier[],
      (cs) => cs.some((c) => c.mcNumber !== '' && c.authorityStatus !== ''),
      'a demo carrier with an MC number',
    );
    carrier = (await a.get(`/api/carriers/${found.find((c) => c.mcNumber !== '')!.id}`)).body as Carrier;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  describe('compliance documents', () => {
    it('should require authentication', async () => {
      expect((await new ApiClient(server.baseUrl).get('/api/compliance-documents')).status).toBe(401);
    });

    it('generates the PDF in the background from the carrier\'s real data, and the first download marks it DOWNLOADED', async () => {
      const requested = await a.post('/api/compliance-documents', { carrierId: carrier.id, documentType: 'DUE_DILIGENCE' });
      expect(requested.status).toBe(202);
      expect(requested.body).toMatchObject({ carrierId: carrier.id, dotNumber: carrier.dotNumber, documentType: 'DUE_DILIGENCE', title: expect.stringContaining('Due Diligence Report') });
      const id = requested.body.id as string;

      const done = await eventually(async () => (await a.get(`/api/compliance-documents/${id}`)).body, (d) => d.status === 'GENERATED', 'the generation job');
      expect(done).toMatchObject({ progress: 100, error: '', downloadedAt: '' });
      expect(done.sizeBytes).toBeGreaterThan(1000);
      const days = (Date.parse(done.nextReviewDate) - Date.parse(done.generatedAt.slice(0, 10))) / 86_400_000;
      expect(days).toBe(90);

      const pdf = await a.download(`/api/compliance-documents/${id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain(`${carrier.dotNumber}`);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = pdfText(pdf.bytes);
      expect(text).toContain('Due Diligence Report');
      expect(text).toContain(`USDOT number ${carrier.dotNumber}`);
      expect(text).toContain(`MC-${carrier.mcNumber}`);
      expect(text).toContain(`Legal name ${carrier.legalName}`);
      expect(text).toContain(`Operating authority ${carrier.authorityStatus}`);
      for (const heading of ['Executive Summary', 'Company Information', 'Safety Metrics', 'Compliance Status', 'Risk Assessment', 'Recommendations', 'Methodology']) {
        expect(text).toContain(heading);
      }
      for (const condition of ['Monthly safety monitoring', 'Quarterly insurance verification', 'Immediate incident notification']) expect(text).toContain(condition);

      const listed = (await a.get('/api/compliance-documents')).body as { id: string; status: string; downloadedAt: string }[];
      expect(listed.find((d) => d.id === id)).toMatchObject({ status: 'DOWNLOADED', downloadedAt: expect.stringMatching(/^\d{4}-/) });
      // Downloading again gives the same file and keeps the first download's time.
      expect((await a.download(`/api/compliance-documents/${id}/pdf`)).bytes.equals(pdf.bytes)).toBe(true);

      // Another company sees none of it.
      expect(((await b.get('/api/compliance-documents')).body as { id: string }[]).map((d) => d.id)).not.toContain(id);
      expect((await b.get(`/api/compliance-documents/${id}`)).status).toBe(404);
      expect((await b.download(`/api/compliance-documents/${id}/pdf`)).status).toBe(404);
    });

    it('prints the reports the company sees about the carrier, with the carrier\'s window', async () => {
      const comments = `Driver arrived 6 hours late at pickup ${Date.now()}; no call ahead.`;
      expect((await a.post(`/api/carriers/${carrier.id}/reports`, { reportType: 'NEGATIVE', rating: 2, comments })).status).toBe(201);
      const { id } = (await a.post('/api/compliance-documents', { carrierId: carrier.id, documentType: 'DUE_DILIGENCE' })).body as { id: string };
      await eventually(async () => (await a.get(`/api/compliance-documents/${id}`)).body.status, (s) => s === 'GENERATED', 'the generation job');
      const text = pdfText((await a.download(`/api/compliance-documents/${id}/pdf`)).bytes).text.replace(/\s+/g, ' ');
      expect(text).toContain('NEGATIVE report, 2/5 stars');
      expect(text).toContain('Driver arrived 6 hours late at pickup');
      // Another company does not see a NEGATIVE report before the carrier answered or its window closed.
      const { id: theirs } = (await b.post('/api/compliance-documents', { carrierId: carrier.id, documentType: 'DUE_DILIGENCE' })).body as { id: string };
      await eventually(async () => (await b.get(`/api/compliance-documents/${theirs}`)).body.status, (s) => s === 'GENERATED', 'the generation job');
      expect(pdfText((await b.download(`/api/compliance-documents/${theirs}/pdf`)).bytes).text.replace(/\s+/g, ' ')).not.toContain('Driver arrived 6 hours late at pickup');
    });

    it('builds each type with its own title', async () => {
      for (const [documentType, title] of [['SAFETY_AUDIT', 'Safety Audit'], ['COMPLIANCE_REPORT', 'Compliance Report']] as const) {
        const { id } = (await b.post('/api/compliance-documents', { carrierId: carrier.id, documentType })).body as { id: string };
        await eventually(async () => (await b.get(`/api/compliance-documents/${id}`)).body.status, (s) => s === 'GENERATED', documentType);
        const { text } = pdfText((await b.download(`/api/compliance-documents/${id}/pdf`)).bytes);
        expect(text).toContain(title);
        expect(text).toContain(carrier.dotNumber);
      }
    });

    it('refuses a shipper company with a clear message: generating documents is a broker feature', async () => {
      const res = await shipper.post('/api/compliance-documents', { carrierId: carrier.id, documentType: 'DUE_DILIGENCE' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Generating compliance documents is a broker feature: shipper companies cannot generate them.');
    });

    it("answers the spec's message without a carrier or a type, and 404 for an unknown carrier", async () => {
      const missing = await a.post('/api/compliance-documents', { carrierId: '', documentType: 'DUE_DILIGENCE' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please select both a carrier and document type.');
      expect((await a.post('/api/compliance-documents', { carrierId: carrier.id })).body.message).toBe('Please select both a carrier and document type.');
      expect((await a.post('/api/compliance-documents', { carrierId: '999999999', documentType: 'SAFETY_AUDIT' })).status).toBe(404);
      expect((await a.get('/api/compliance-documents/nope')).status).toBe(404);
    });
  });

  describe('due-diligence certificates', () => {
    it('records what the broker saw, signed: an unchanged copy matches, a changed one does not', async () => {
      // What the company sees now (its own reports count in its verdict at once).
      const seen = (await a.get(`/api/carriers/${carrier.id}`)).body as Carrier;
      const issued = await a.post(`/api/carriers/${carrier.id}/certificates`);
      expect(issued.status).toBe(201);
      const code = issued.body.code as string;
      expect(code).toMatch(/^LS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(issued.body.verifyUrl).toMatch(new RegExp(`/verify/${code}$`));
      expect(((await a.get(`/api/carriers/${carrier.id}/certificates`)).body as { code: string }[]).map((c) => c.code)).toEqual([code]);
      expect((await b.get(`/api/carriers/${carrier.id}/certificates`)).body).toEqual([]);

      const file = await a.download(`/api/certificates/${code}/pdf`);
      expect(file.status).toBe(200);
      const { text } = pdfText(file.bytes);
      expect(text).toContain('Due Diligence Certificate');
      expect(text).toContain(code);
      expect(text).toContain(`USDOT number ${carrier.dotNumber}`);
      expect(text).toContain(`Operating authority ${carrier.authorityStatus}`);
      expect((await b.download(`/api/certificates/${code}/pdf`)).status).toBe(404);

      // The public record, for anyone holding the code.
      const visitor = new ApiClient(server.baseUrl);
      const record = await visitor.get(`/api/certificates/${code}`);
      expect(record.status).toBe(200);
      expect(record.body).toMatchObject({ code, algorithm: 'Ed25519', carrierId: carrier.id, publicKey: expect.stringContaining('BEGIN PUBLIC KEY') });
      expect(record.body.snapshot.carrier).toMatchObject({ dotNumber: carrier.dotNumber, legalName: carrier.legalName, authorityStatus: carrier.authorityStatus });
      expect(record.body.snapshot.verdict.outcome).toBe(seen.verdict.outcome);

      const same = await visitor.post(`/api/certificates/${code}/verify`, { file: file.bytes.toString('base64') });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ code, matches: true, signatureValid: true, sha256: record.body.sha256 });

      const changed = Buffer.from(file.bytes);
      const at = changed.indexOf(carrier.dotNumber);
      changed[at > 0 ? at : 100] ^= 0x01;
      const forged = await visitor.post(`/api/certificates/${code}/verify`, { file: changed.toString('base64') });
      expect(forged.body).toMatchObject({ matches: false, signatureValid: true, recordedSha256: record.body.sha256 });
      expect(forged.body.sha256).not.toBe(record.body.sha256);

      expect((await visitor.get('/api/certificates/LS-0000-0000-0000')).status).toBe(404);
      expect((await visitor.post(`/api/certificates/${code}/verify`, { file: '' })).body.message).toBe('Choose the certificate PDF to check.');
    });

    it("shows its public record only what every company may see: the issuer's own NEGATIVE report stays out until the carrier answers", async () => {
      const stamp = Date.now();
      const complaint = `Load ${stamp} left at the dock overnight.`;
      const praise = `Load ${stamp} delivered early, great driver.`;
      const filed = await a.post(`/api/carriers/${carrier.id}/reports`, { reportType: 'NEGATIVE', rating: 1, comments: complaint });
      expect(filed.status).toBe(201);
      expect((await b.post(`/api/carriers/${carrier.id}/reports`, { reportType: 'POSITIVE', rating: 5, comments: praise })).status).toBe(201);
      const code = (await a.post(`/api/carriers/${carrier.id}/certificates`)).body.code as string;
      // The issuer's own PDF prints what it saw, its own report included.
      expect(pdfText((await a.download(`/api/certificates/${code}/pdf`)).bytes).text.replace(/\s+/g, ' ')).toContain(`Load ${stamp} left at the dock`);

      const visitor = new ApiClient(server.baseUrl);
      const publicRecord = async () => (await visitor.get(`/api/certificates/${code}`)).body as { snapshot: { reports: { text: string; response: string }[] } };
      const before = await publicRecord();
      expect(before.snapshot.reports.map((r) => r.text)).toContain(praise);
      expect(JSON.stringify(before)).not.toContain(complaint);
      // The report of the earlier test (the issuer's, still in its window) is not shown either.
      expect(JSON.stringify(before)).not.toContain('Driver arrived 6 hours late at pickup');

      // The carrier answers: every company may see the report now, and so may whoever holds the code.
      const responseId = String(filed.body.responseLink).split('/respond/')[1];
      const answer = 'We disagree: the consignee refused the load.';
      expect((await new ApiClient(server.baseUrl).post(`/api/reports/${responseId}/respond`, { responseText: answer, contactEmail: 'dispatch@carrier.example' })).status).toBe(201);
      const after = await eventually(publicRecord, (r) => r.snapshot.reports.some((x) => x.text === complaint), 'the answered report in the public record');
      expect(after.snapshot.reports.find((x) => x.text === complaint)).toMatchObject({ text: complaint, response: '' });
    });
  });
});
