import { mailMoment, type MailTexts } from './mail-words.ts';

export const fr: MailTexts = {
  signUpCode: {
    subject: (code, app) => `${code} est votre code ${app}`,
    heading: 'Votre code',
    welcome: (app) => `Bienvenue sur ${app} !`,
    intro: 'Voici votre code pour terminer la création de votre compte :',
    enterIt: 'Saisissez-le sur la page d’inscription. Il reste valable 15 minutes.',
    ignore: 'Si vous ne vous êtes pas inscrit, ignorez ce message : aucun compte n’est créé sans le code.',
  },
  signUpAttempt: {
    subject: (app) => `Quelqu’un a tenté de s’inscrire sur ${app} avec votre adresse`,
    heading: 'Quelqu’un a tenté de s’inscrire avec votre adresse',
    tried: (app) => `Quelqu’un vient d’essayer de créer un compte ${app} avec cette adresse e-mail, qui en a déjà un.`,
    ifYou: 'Si c’était vous, connectez-vous plutôt.',
    signIn: 'Se connecter',
    forgot: (url) => `Mot de passe oublié ? Réinitialisez-le ici : ${url}`,
    ifNotYou:
      'Si ce n’était pas vous, vous n’avez rien à faire : aucun compte n’a été créé et votre mot de passe n’a pas changé.',
  },
  confirmEmail: {
    subject: (app) => `Confirmez votre adresse e-mail pour ${app}`,
    heading: 'Confirmez votre adresse e-mail',
    welcome: (app) => `Bienvenue sur ${app} !`,
    open: 'Confirmez votre adresse e-mail en ouvrant ce lien :',
    button: 'Confirmer mon adresse',
    note: 'Le lien ne sert qu’une fois, pendant 48 heures. Si vous n’avez pas créé de compte, ignorez ce message.',
  },
  resetPassword: {
    subject: (app) => `Réinitialisez votre mot de passe ${app}`,
    heading: 'Réinitialisez votre mot de passe',
    asked: (app) => `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${app}.`,
    open: 'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    button: 'Choisir un nouveau mot de passe',
    note: 'Le lien ne sert qu’une fois, pendant une heure. Si ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.',
  },
  passwordChanged: {
    subject: (app) => `Le mot de passe de votre compte ${app} a été modifié`,
    heading: 'Votre mot de passe a été modifié',
    changed: (app, how, when) =>
      how === 'settings'
        ? `Le mot de passe de votre compte ${app} a été modifié depuis les paramètres du compte le ${mailMoment('fr', when)}. Tous vos autres appareils ont été déconnectés.`
        : `Le mot de passe de votre compte ${app} a été modifié grâce à un lien de réinitialisation envoyé à cette adresse le ${mailMoment('fr', when)}. Tous vos appareils ont été déconnectés.`,
    ifYou: 'Si c’était vous, vous n’avez rien à faire.',
    ifNotYou:
      'Si ce n’était pas vous, protégez votre compte dès maintenant : demandez un lien de réinitialisation, que seule cette boîte reçoit, et choisissez un nouveau mot de passe. Tous les appareils seront alors déconnectés.',
    button: 'Protéger mon compte',
  },
};
