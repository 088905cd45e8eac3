import type { MailMessage } from '@logiscope/infra';

export type MailLanguage = 'en' | 'es' | 'fr';

const TEXTS: Record<MailLanguage, { subject: string; hello: (name: string) => string; body: string[]; until: (when: string) => string; ignore: string }> = {
  en: {
    subject: 'Reset your LogiScope password',
    hello: (name) => `Hello ${name},`,
    body: ['Someone (we hope you) asked to reset the password of your LogiScope account.', 'Choose a new password with this link:'],
    until: (when) => `The link works once, until ${when}; only the latest link you asked for works. Setting a new password signs you out everywhere.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablezca su contraseña de LogiScope',
    hello: (name) => `Hola ${name}:`,
    body: ['Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de LogiScope.', 'Elija una nueva contraseña con este enlace:'],
    until: (when) => `El enlace funciona una sola vez, hasta ${when}; solo funciona el último enlace que pidió. Al elegir una nueva contraseña se cierran todas sus sesiones.`,
    ignore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe LogiScope',
    hello: (name) => `Bonjour ${name},`,
    body: ['Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte LogiScope.', 'Choisissez un nouveau mot de passe avec ce lien :'],
    until: (when) => `Le lien fonctionne une seule fois, jusqu’au ${when} ; seul le dernier lien demandé fonctionne. Choisir un nouveau mot de passe ferme toutes vos sessions.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  },
};

/** The password reset mail, in the language the request was made in: the one-time link and until when it works. */
export function passwordResetMail(o: { to: string; firstName: string; link: string; expiresAt: string; language: MailLanguage }): MailMessage {
  const t = TEXTS[o.language];
  const until = new Date(o.expiresAt).toUTCString();
  return { to: o.to, subject: t.subject, text: [t.hello(o.firstName), '', ...t.body, '', o.link, '', t.until(until), '', t.ignore, '', 'LogiScope'].join('\n') };
}
