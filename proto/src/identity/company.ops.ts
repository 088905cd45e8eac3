import { z } from 'zod';
import { CompanyProfileViewSchema, CompanyVerificationResultSchema, PendingCompanyViewSchema, UsageViewSchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';
import { limitQuery } from '../carrier-data/search.rules';
import { singleLine } from '../shared/text.rules';

/** An IANA time zone name the runtime knows (America/Chicago); the web sends the browser's. */
const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The control panel (spec 001 §2): the company with its verification, and its usage. */
export const getCompanyProfile = operation({
  id: 'getCompanyProfile', method: 'GET', path: '/api/company', access: 'company', tag: 'Company',
  summary: "The signed-in user's company: details, verification (Verified or Pending) and how many members it has",
  success: { status: 200, description: 'The company', schema: CompanyProfileViewSchema },
});

export const verifyCompany = operation({
  id: 'verifyCompany', method: 'POST', path: '/api/company/verification', access: 'admin', tag: 'Company',
  summary:
    "Check the broker company against FMCSA now: Verified when its MC/DOT name a record with active broker authority whose e-mail domain (not a webmail one) or phone is the company's; otherwise it stays Pending and the outcome says why (no body)",
  success: { status: 200, description: 'What the check found', schema: CompanyVerificationResultSchema },
});

export const listPendingCompanyVerifications = operation({
  id: 'listPendingCompanyVerifications', method: 'GET', path: '/api/admin/companies/pending-verification', access: 'operator', tag: 'Company',
  summary: 'Broker companies whose verification is pending, oldest first (platform operators only)',
  query: limitQuery(100, 500),
  success: { status: 200, description: 'Pending broker companies', schema: z.array(PendingCompanyViewSchema) },
  deniedMessage: message('OPERATOR_ONLY'),
});

export const operatorVerifyCompany = operation({
  id: 'operatorVerifyCompany', method: 'POST', path: '/api/admin/companies/:id/verify', access: 'operator', tag: 'Company',
  summary: 'A platform operator verifies a broker company after checking it by hand (no body); a company already verified stays as it is',
  params: z.object({ id: z.string().max(100) }),
  success: { status: 200, description: 'The company now', schema: CompanyVerificationResultSchema },
  errors: [404, 409],
  deniedMessage: message('OPERATOR_ONLY'),
});

export const getUsage = operation({
  id: 'getUsage', method: 'GET', path: '/api/usage', access: 'company', tag: 'Company',
  summary: "The company's searches counted by the server: in all, this month, today (in the time zone asked for), and the last 5",
  query: z.object({
    timeZone: singleLine(z.string().trim().max(64)).refine(isTimeZone, 'timeZone must be an IANA time zone such as America/Chicago').optional().default('UTC'),
  }),
  success: { status: 200, description: 'Usage', schema: UsageViewSchema },
});
