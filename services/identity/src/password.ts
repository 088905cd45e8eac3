import { hash } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is a const enum swc cannot inline).
export const hashPassword = (password: string) => hash(password);
