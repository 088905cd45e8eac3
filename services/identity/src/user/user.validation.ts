// Registration and sign-in rules are the HTTP contract's (proto/src/<context>/*.rules.ts): one implementation, one wording.
export { loginBodySchema as loginSchema, registrationBodySchema as registrationSchema, type RegistrationInput } from '@logiscope/proto/http';
