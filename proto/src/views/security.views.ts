import { z } from 'zod';

/** The spec's login tracking record (GET /api/login-tracking); geo-IP enrichment comes with the accounts issue. */
export const LoginRecordViewSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    companyId: z.string(),
    email: z.string(),
    ipAddress: z.string(),
    userAgent: z.string(),
    loginStatus: z.enum(['SUCCESS', 'FAILED', 'BLOCKED']),
    failureReason: z.string(),
    sessionId: z.string(),
    deviceType: z.enum(['DESKTOP', 'MOBILE', 'TABLET']),
    browser: z.string(),
    browserVersion: z.string(),
    os: z.string(),
    osVersion: z.string(),
    riskScore: z.number(),
    threatLevel: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
    createdAt: z.string(),
  })
  .meta({
    id: 'LoginRecordView',
    examples: [
      {
        id: '0193b0c4-5d6e-7f00-8a1b-2c3d4e5f6a7b', userId: 'b8a4c1de-1f2a-4c3b-9d8e-7f6a5b4c3d2e', companyId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
        email: 'dana@acme.example', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', loginStatus: 'SUCCESS',
        failureReason: '', sessionId: '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', deviceType: 'DESKTOP', browser: 'Chrome', browserVersion: '131.0',
        os: 'Linux', osVersion: '', riskScore: 5, threatLevel: 'LOW', createdAt: '2026-11-24T15:04:05.000Z',
      },
    ],
  });

export type LoginRecordView = z.infer<typeof LoginRecordViewSchema>;
