import { z } from 'zod';
import { message } from '../shared/messages';

export const PASSWORD_MIN_LENGTH = 8;
/** The upper bound keeps argon2 from being fed megabytes. */
export const PASSWORD_MAX_LENGTH = 256;
/**
 * zxcvbn's score (0 to 4) a new password needs: 3 is "safely unguessable" (about 10^8 guesses and more), enough
 * against online guessing behind our throttling and argon2. `password`, `12345678`, `aaaaaaaa` score 0.
 */
export const PASSWORD_MIN_SCORE = 3;
/**
 * Only the first characters are estimated: zxcvbn's time grows steeply with length (a 256-character random string
 * takes seconds), and 50 characters that are not one guessable pattern are strong whatever follows.
 */
const ESTIMATED_LENGTH = 50;

let estimator: Promise<(password: string) => number> | undefined;

/**
 * The estimator with its dictionaries (common passwords, English words and names: about 800 KB gzipped), loaded on
 * first use: the web fetches them only when a password form is checked (or warmed up), never with a page.
 */
async function loadEstimator(): Promise<(password: string) => number> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
  const zxcvbn = new ZxcvbnFactory({
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: 10,
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return (password) => zxcvbn.check(password).score;
}

/** The password's zxcvbn score (0 to 4). A failed load (the web offline) is tried again on the next call. */
export function passwordScore(password: string): Promise<number> {
  estimator ??= loadEstimator().catch((e: unknown) => {
    estimator = undefined;
    throw e;
  });
  return estimator.then((score) => score(password));
}

/** The estimator loaded and ready: a server awaits it at start, so no request pays for loading the dictionaries. */
export async function passwordEstimatorReady(): Promise<void> {
  await passwordScore('');
}

/** Starts loading the estimator ahead of a check (a password form opening), so the first submit does not wait. */
export function preloadPasswordEstimator(): void {
  passwordEstimatorReady().catch(() => undefined);
}

/**
 * The one rule for every password a user chooses (registration, invitation, change, reset), on the server and in the
 * web's forms: 8 to 256 characters, then not guessable (zxcvbn). The strength check is asynchronous (its dictionaries
 * load on first use), so a schema holding it is parsed with `safeParseAsync`. A value of the wrong length is not
 * estimated (one message at a time; the estimator never sees an over-long value).
 */
export const newPasswordSchema = () =>
  z
    .string({ error: message('PASSWORD_TOO_SHORT') })
    .min(PASSWORD_MIN_LENGTH, message('PASSWORD_TOO_SHORT'))
    .max(PASSWORD_MAX_LENGTH, message('PASSWORD_TOO_LONG'))
    .refine(async (password) => (await passwordScore(password)) >= PASSWORD_MIN_SCORE, {
      message: message('PASSWORD_TOO_WEAK'),
      when: ({ value }) => typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
    });

/** The repeated password: a mismatch is reported by the enclosing object's check. */
export const passwordConfirmationSchema = () => z.string({ error: message('PASSWORDS_DO_NOT_MATCH') }).max(PASSWORD_MAX_LENGTH, message('PASSWORDS_DO_NOT_MATCH'));
