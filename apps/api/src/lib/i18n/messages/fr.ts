import type { Catalogue } from './catalogue.ts';

export const fr: Catalogue = {
  // The app and its error handler
  'The address is too long.': 'L’adresse est trop longue.',
  'The address is not a valid URL.': 'L’adresse n’est pas une URL valide.',
  'We are having trouble connecting right now. Please try again in a few seconds.':
    'Nous avons du mal à nous connecter en ce moment. Réessayez dans quelques secondes.',
  'Unknown field: {{fields}}': 'Champ inconnu : {{fields}}',
  'Something went wrong on our side. Please try again.': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas du JSON valide.',
  'The request body is empty; send a JSON object.': 'Le corps de la requête est vide ; envoyez un objet JSON.',
  'The request body is too large.': 'Le corps de la requête est trop volumineux.',
  'Send the request body as application/json.': 'Envoyez le corps de la requête en application/json.',
  'The request could not be processed.': 'La requête n’a pas pu être traitée.',
  'No such endpoint: {{method}} {{path}}': 'Point d’accès inexistant : {{method}} {{path}}',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Invalid request': 'Requête invalide',
  'Invalid value': 'Valeur invalide',

  // Accounts: sign-up, sign-in, passwords, e-mail links
  'Your password has been changed. Other devices have been signed out.':
    'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
  'Your password has been reset. Please sign in with your new password.':
    'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  'Thank you! Your e-mail address is confirmed.': 'Merci ! Votre adresse e-mail est confirmée.',
  'We have sent you a new confirmation link.': 'Nous vous avons envoyé un nouveau lien de confirmation.',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'Your session has ended. Please sign in again.': 'Votre session est terminée. Veuillez vous reconnecter.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  'Too many attempts. Please try again later.': 'Trop de tentatives. Veuillez réessayer plus tard.',
  'No user logged in': 'Aucun utilisateur connecté',
  'Your current password is not correct.': 'Votre mot de passe actuel est incorrect.',
  'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.':
    'Utilisez une adresse e-mail que vous garderez. Les adresses de messageries temporaires ne permettent pas de s’inscrire : nous devons pouvoir vous joindre au sujet de votre compte et de votre sécurité.',
  'Please use an e-mail address you will keep, not a temporary inbox.':
    'Utilisez une adresse e-mail que vous garderez, pas une messagerie temporaire.',
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.":
    'Si un compte existe pour cette adresse, nous avons envoyé un lien pour en réinitialiser le mot de passe. Le lien ne sert qu’une fois, pendant une heure.',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  'This confirmation link is invalid, expired or already used.':
    'Ce lien de confirmation est invalide, expiré ou déjà utilisé.',
  'Too many reset requests from your network. Please try again later.':
    'Trop de demandes de réinitialisation depuis votre réseau. Veuillez réessayer plus tard.',
  'We have sent several links already. Please check your inbox and spam folder, or try again later.':
    'Nous avons déjà envoyé plusieurs liens. Regardez dans votre boîte de réception et vos courriers indésirables, ou réessayez plus tard.',
  'Your e-mail address is already confirmed.': 'Votre adresse e-mail est déjà confirmée.',
  'Please choose a stronger password: {{reasons}}.': 'Choisissez un mot de passe plus solide : {{reasons}}.',
  'use at least {{count}} characters': 'utilisez au moins {{count}} caractères',
  'use at most {{count}} characters': 'utilisez au plus {{count}} caractères',
  'avoid a commonly used password': 'évitez les mots de passe courants',
  'do not include your e-mail address': 'n’y mettez pas votre adresse e-mail',
  'avoid repeating the same characters': 'évitez de répéter les mêmes caractères',
  'make it harder to guess, for example with a few unrelated words':
    'rendez-le plus difficile à deviner, par exemple avec quelques mots sans rapport entre eux',
  'Invalid email or password.': 'E-mail ou mot de passe incorrect.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Trop de tentatives de connexion. Patientez quelques minutes, puis réessayez.',
  'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.':
    'Ce code est incorrect ou a expiré. Vérifiez notre dernier e-mail ou demandez un nouveau code.',
  'Too many sign-up attempts. Please try again later.':
    'Trop de tentatives d’inscription. Veuillez réessayer plus tard.',
  'Too many wrong codes. Please sign up again to get a new code.':
    'Trop de codes erronés. Recommencez l’inscription pour recevoir un nouveau code.',

  // The shared contracts' field checks
  'Please enter your {{field}}': 'Veuillez indiquer votre {{field}}',
  '{{label}} must be text': '{{label}} doit être du texte',
  '{{label}} can be at most {{max}} characters': '{{label}} : {{max}} caractères au maximum',
  '{{label}} contains an invisible control character (U+0000). Please remove it and try again.':
    '{{label}} contient un caractère de contrôle invisible (U+0000). Retirez-le, puis réessayez.',
  Location: 'Lieu',
  location: 'lieu',
  Bio: 'Bio',
  bio: 'bio',
  'Please enter a password': 'Veuillez saisir un mot de passe',
  'Passwords can be at most {{max}} characters': 'Un mot de passe compte au plus {{max}} caractères',
  'Please enter your location': 'Veuillez indiquer où vous vivez',
  'Please accept the Terms of Service': 'Veuillez accepter les Conditions d’utilisation',
  'Nothing to update': 'Rien à mettre à jour',
  'This reset link is incomplete': 'Ce lien de réinitialisation est incomplet',
  'This confirmation link is incomplete': 'Ce lien de confirmation est incomplet',
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Please enter the {{count}}-digit code from the email': 'Saisissez le code à {{count}} chiffres reçu par e-mail',
  'Please choose kilometers or miles': 'Choisissez kilomètres ou miles',
  'Please choose one of the languages offered': 'Choisissez l’une des langues proposées',
};
