/**
 * Every message a rule of the API can answer with, in the spec's wording, under a stable code. The server sends
 * both in its 400 body; the web translates the code (its i18n keys are these codes) and falls back to the text.
 * A rule names its message through `message(code)`, so the wording lives here once.
 */
export const MESSAGES = {
  // Transport: what the edge answers before any rule runs.
  BODY_NOT_JSON: 'Request body is not valid JSON',
  BODY_NOT_OBJECT: 'Request body must be a JSON object',
  BODY_TOO_LARGE: 'Request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Request body must be sent as application/json',
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed',
  INVALID_INPUT: 'Invalid input',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  COMPANY_SETUP_REQUIRED: 'Complete your company setup first.',
  OPERATOR_ONLY: 'This is available to LogiScope platform operators only.',
  SUBSCRIPTION_REQUIRED: "Your company has no active subscription. Start your free trial or subscribe on the Subscription page to use LogiScope's carrier data.",
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'This method is not allowed here',
  INTERNAL: 'Internal server error',
  // Sign in and registration.
  FILL_ALL_FIELDS: 'Please fill in all fields',
  INVALID_CREDENTIALS: 'Invalid email or password',
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  EMAIL_INVALID: 'Valid email is required',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password is too long',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  // Password strength and reset (issue 22).
  PASSWORD_TOO_WEAK: 'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)',
  RESET_LINK_INVALID: 'This password reset link is invalid, used or expired. Ask for a new one.',
  EMAIL_TAKEN: 'An account with this email already exists',
  // Two-factor sign-in.
  SECOND_FACTOR_CODE_REQUIRED: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  SECOND_FACTOR_CODE_INVALID: 'This code is wrong or was already used',
  SECOND_FACTOR_CHALLENGE_INVALID: 'Your sign-in expired. Sign in again with your password.',
  SECOND_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on',
  SECOND_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on',
  SECOND_FACTOR_ENROLMENT_NOT_STARTED: 'Start the set-up again to get a new QR code',
  SECOND_FACTOR_ENROLMENT_REQUIRED: 'Set up two-factor sign-in before you continue.',
  // Company setup.
  COMPANY_TYPE_INVALID: 'Company type must be BROKER or SHIPPER',
  COMPANY_NAME_REQUIRED: 'Company name is required',
  BROKER_MC_REQUIRED: "Brokers must provide an MC number ending with 'b' for platform access",
  STATE_TOO_LONG: 'State must be 2 characters',
  COMPANY_ALREADY_SET_UP: 'Company is already set up',
  // Carrier search and lookup.
  SEARCH_REQUIRED: 'Please enter a search term.',
  SEARCH_CRITERIA_REQUIRED: 'Please enter at least one search criteria',
  EMAIL_REQUIRED: 'Email Required',
  PHONE_REQUIRED: 'Phone Required',
  LOOKUP_NUMBER_REQUIRED: 'Enter an MC or DOT number',
  MC_NUMBER_INVALID: 'Unable to retrieve carrier information. Please check the MC number and try again.',
  DOT_NUMBER_INVALID: 'Unable to retrieve carrier information. Please check the DOT number and try again.',
  CARRIER_ID_INVALID: 'Carrier id must be a DOT number',
  CARRIER_NOT_FOUND: 'Carrier not found.',
  VIN_TOO_SHORT: 'Please enter at least 8 characters of the VIN',
  // Equipment tracker.
  EQUIPMENT_TYPE_INVALID: 'Type must be ALL, TRACTOR or TRAILER',
  EQUIPMENT_STATUS_INVALID: 'Status must be ALL, ACTIVE, OUT_OF_SERVICE or INACTIVE',
  EQUIPMENT_VIN_INVALID: 'Please enter 4 to 17 letters or digits of the VIN',
  MONITORED_INVALID: 'monitored must be true or false',
  // Notes.
  TITLE_REQUIRED: 'Title is required',
  TITLE_TOO_LONG: 'Title too long',
  CONTENT_REQUIRED: 'Content is required',
  NOTE_NOT_FOUND: 'Note not found.',
  NOTE_AUTHOR_ONLY: 'Only the author can edit or delete this note.',
  // Reports and the carrier's response.
  RESPONSE_TOO_SHORT: 'Response must be at least 10 characters',
  VALID_EMAIL_REQUIRED: 'Valid email required',
  REPORT_NOT_FOUND: 'Report Not Found',
  RESPONSE_PERIOD_ENDED: 'Response Period Ended',
  RESPONSE_ALREADY_SUBMITTED: 'A response has already been submitted for this report',
  REPORT_RETRACTED: 'This report was retracted by the company that filed it',
  REPORTS_BROKERS_ONLY: 'Filing reports is a broker feature: shipper companies can read reports but not file them.',
  ONLY_REPORTER_RETRACTS: 'Only the company that filed this report can retract it',
  // Teams and roles (the control panel's Team tab) and the signed-in user's own account.
  ROLE_INVALID: 'Role must be USER or ADMIN',
  TEAM_BROKERS_ONLY: "Team accounts are a broker feature: a shipper company keeps its one user.",
  TEAM_NOT_ON_SELF: 'Admins cannot act on themselves.',
  TEAM_MEMBER_NOT_FOUND: 'Team member not found.',
  ACCOUNT_BLOCKED: 'Your account has been blocked. Contact your company administrator.',
  INVITATION_INVALID: 'This invitation link is invalid, used or expired. Ask your administrator to add you again.',
  CURRENT_PASSWORD_WRONG: 'Current password is incorrect',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  INVITATION_NOT_SENT: 'The member was added, but the invitation e-mail could not be sent. Delete and add them again to send it.',
  // API keys (issue 24 §1).
  API_KEYS_ADMIN_ONLY: "API keys are managed by your company's administrators.",
  API_KEY_NAME_REQUIRED: 'Give the key a name',
  API_KEY_NAME_TOO_LONG: 'The key name must be at most 80 characters',
  API_KEY_SCOPES_REQUIRED: 'Choose at least one scope',
  API_KEY_SCOPE_UNKNOWN: 'Choose scopes from the list',
  API_KEY_EXPIRY_INVALID: 'The expiry must be a date and time in the future',
  API_KEY_NOT_FOUND: 'API key not found.',
  API_KEY_ALREADY_REVOKED: 'This API key is already revoked.',
  API_KEY_LIMIT: 'A company can have at most 50 active API keys: revoke one first.',
  API_KEY_INVALID: 'This API key is invalid, expired or revoked.',
  API_KEY_SCOPE_MISSING: 'This API key does not have the scope this operation needs.',
  // Subscription (spec 001 §2, §5, §8).
  TRIAL_DAYS_MIN: 'Must be at least 1 day',
  TRIAL_DAYS_MAX: 'Cannot exceed 365 days',
  TRIAL_ALREADY_USED: 'This company has already used its free trial.',
  TRIAL_NOT_ACTIVE: 'The trial can only be extended while the company is on a trial.',
  TRIAL_EXTENSION_CAP: 'A trial can last 365 days in all from its start; a longer extension needs the LogiScope team.',
  ALREADY_SUBSCRIBED: 'This company already has an active subscription.',
  NOT_SUBSCRIBED: 'This company has no active subscription to cancel.',
  COMPANY_NOT_YOURS: 'You can only manage the subscription of your own company.',
  WEBHOOK_SIGNATURE_INVALID: 'The payment notification could not be verified.',
  CHECKOUT_NOT_FOUND: 'This checkout session does not exist or has expired.',
  // Administration.
  ADMIN_ONLY_LOGIN_TRACKING: 'You need administrator privileges to view login tracking data.',
  IMPORT_NOT_FOUND: 'Import not found.',
  DATASET_REFRESH_RUNNING: 'A refresh of the data sets is already running.',
  DATASET_REFRESH_OFF: 'The daily refresh is not configured: set MOTUS_REFRESH=on (with FMCSA_APP_TOKEN) and restart to pull the Motus files from the DOT open data portal.',
  // Verdict rules.
  AUTHORITY_AGE_RANGE: 'Minimum authority age must be a whole number of days from 0 to 3650',
  LIABILITY_RANGE: 'Minimum liability must be a whole number of dollars from 0 to 10,000,000',
  CONTACT_WINDOW_RANGE: 'Contact change window must be a whole number of days from 1 to 365',
  RULE_NOT_OPTIONAL: 'This check is required by law and cannot be turned off',
  FRESHNESS_RANGE: 'Freshness limit must be a whole number of days from 1 to 30',
  AUTHORITY_LIMIT_UNKNOWN: 'An accepted authority limit must be intrastate, exempt, household-goods or cross-border',
  // Broker dashboard.
  PERIOD_INVALID: 'Reporting period must be 7d, 30d, 90d or 1y',
  // FreightGuard incident reports.
  FG_CARRIER_NAME_REQUIRED: 'Carrier name is required',
  FG_MC_REQUIRED: 'MC number is required',
  FG_MC_INVALID: 'MC number must be 1 to 8 digits',
  FG_MC_NOT_CARRIERS: "This MC number is not one of the carrier's. Enter one of its MC numbers, or leave MC empty to record the carrier's own (none if it has none).",
  FG_DOT_INVALID: 'DOT number must be 1 to 8 digits',
  FG_CATEGORY_INVALID: 'Choose a report category from the list',
  FG_INCIDENT_TYPE_REQUIRED: 'Incident type is required',
  FG_INCIDENT_TYPE_UNKNOWN: 'Choose an incident type from the list',
  FG_INCIDENT_TYPE_MISMATCH: 'This incident type does not belong to the chosen report category',
  FG_SEVERITY_INVALID: 'Severity must be LOW, MEDIUM, HIGH or CRITICAL',
  FG_STATUS_INVALID: 'Status must be ALL, PENDING, VERIFIED, DISPUTED or RESOLVED',
  FG_DESCRIPTION_REQUIRED: 'Description is required',
  FG_INCIDENT_DATE_INVALID: 'Incident date must be a date (YYYY-MM-DD)',
  FG_MONETARY_IMPACT_INVALID: 'Monetary impact must be an amount of 0 or more, or empty',
  FG_CHAIN_WITHOUT_DOUBLE_BROKERAGE: 'A brokerage chain is given only for double brokerage',
  FG_AMOUNT_RECOVERED_INVALID: 'Amount recovered must be an amount of 0 or more',
  FG_BROKERS_ONLY: 'Filing FreightGuard reports is a broker feature.',
  FG_REPORT_NOT_FOUND: 'FreightGuard report not found.',
  FG_NOT_YOUR_REPORT: 'Only the reporting company can resolve this report.',
  FG_ALREADY_RESOLVED: 'This report is already resolved.',
  FG_ALREADY_VERIFIED: 'This report is already verified.',
  // Compliance documents and certificates.
  COMPLIANCE_SELECTION_REQUIRED: 'Please select both a carrier and document type.',
  COMPLIANCE_BROKERS_ONLY: 'Generating compliance documents is a broker feature: shipper companies cannot generate them.',
  COMPLIANCE_DOCUMENT_NOT_FOUND: 'Compliance document not found.',
  COMPLIANCE_DOCUMENT_NOT_READY: 'The document is still being generated.',
  CERTIFICATE_NOT_FOUND: 'Certificate not found.',
  CERTIFICATE_FILE_REQUIRED: 'Choose the certificate PDF to check.',
  CERTIFICATE_FILE_TOO_LARGE: 'This file is too large to be a LogiScope certificate.',
  // Load vetting records (issue 24 §4).
  VETTING_LOAD_REFERENCE_REQUIRED: 'Give the load reference (up to 64 characters)',
  VETTING_PICKUP_DATE_INVALID: 'Pickup date must be a date (YYYY-MM-DD)',
  VETTING_LANE_TOO_LONG: 'Lane must be at most 120 characters',
  VETTING_OVERRIDE_REASON_INVALID: 'Give the reason for overriding the Review (10 to 500 characters)',
  VETTING_FAIL_NOT_OVERRIDABLE: 'A Fail cannot be overridden: this carrier may not be tendered the load.',
  VETTING_ONLY_REVIEW_OVERRIDABLE: "Only a Review can be overridden: this carrier's verdict is no longer Review.",
  VETTING_CARRIER_REQUIRED: "Give the carrier's USDOT number or its docket (MC, MX or FF number), not both",
  VETTING_NOT_FOUND: 'Vetting record not found.',
  VETTING_RETENTION_INVALID: 'Keep records a whole number of years from 3 to 30',
  // Text fields and the edge (issue 22): control characters, slow bodies, unknown hosts.
  TEXT_CONTROL_CHARACTERS: 'Remove the invisible control characters (such as NUL, escape or a text-direction override) from this text',
  TEXT_SINGLE_LINE: 'This field takes a single line of text: no line breaks or tabs',
  BODY_TIMEOUT: 'The request body did not arrive in time',
  HOST_NOT_ALLOWED: 'This server does not answer for that host name',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The wording of a code, for a zod rule (`z.string().min(1, message('TITLE_REQUIRED'))`) or a thrown error. */
export const message = (code: MessageCode): string => MESSAGES[code];

const CODE_OF = new Map<string, MessageCode>(Object.entries(MESSAGES).map(([code, text]) => [text, code as MessageCode]));

/** The stable code of a catalogued wording; undefined for a wording that is not in the catalogue. */
export const codeOfMessage = (text: string): MessageCode | undefined => CODE_OF.get(text);
