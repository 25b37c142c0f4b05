import type { Catalogue } from '../catalogue.ts';

export const fr: Catalogue = {
  // Profile: onboarding, edits, contact details
  'You must be at least {{age}} years old to use this app.':
    'Vous devez avoir au moins {{age}} ans pour utiliser cette application.',
  'Please check your birth date: it is more than 120 years ago.':
    'Vérifiez votre date de naissance : elle remonte à plus de 120 ans.',
  'Your profile could not be found. Please sign in again.': 'Votre profil est introuvable. Veuillez vous reconnecter.',
  'We could not find that city. Please search for it again.':
    'Nous n’avons pas trouvé cette ville. Recherchez-la à nouveau.',
  'Your saved contact details could not be read. Please enter them again and save to replace them.':
    'Vos coordonnées enregistrées sont illisibles. Saisissez-les à nouveau et enregistrez pour les remplacer.',
  'Please choose your {{label}}': 'Veuillez choisir {{label}}',
  gender: 'votre genre',
  orientation: 'votre orientation',
  'body type': 'votre silhouette',
  education: 'votre niveau d’études',
  preference: 'qui vous souhaitez rencontrer',
  'relationship goal': 'le type de relation que vous cherchez',
  'personality type': 'votre type de personnalité',
  'Your name needs at least {{min}} characters': 'Votre nom doit compter au moins {{min}} caractères',
  'Please enter your occupation': 'Veuillez indiquer votre profession',
  'Please enter your birth date': 'Veuillez indiquer votre date de naissance',
  'An interest cannot be blank': 'Un centre d’intérêt ne peut pas être vide',
  'You can list at most {{max}} interests': 'Vous pouvez indiquer {{max}} centres d’intérêt au maximum',
  'Each interest can be listed only once': 'Chaque centre d’intérêt ne peut figurer qu’une fois',
  'A language cannot be blank': 'Une langue ne peut pas être vide',
  'You can list at most {{max}} languages': 'Vous pouvez indiquer {{max}} langues au maximum',
  'Each language can be listed only once': 'Chaque langue ne peut figurer qu’une fois',
  'Please tell us a little more about your hobbies (at least {{min}} characters)':
    'Parlez-nous un peu plus de vos loisirs (au moins {{min}} caractères)',
  'Please add at least one photo': 'Ajoutez au moins une photo',
  'You can add at most {{max}} photos': 'Vous pouvez ajouter {{max}} photos au maximum',
  'Please choose one of your photos': 'Choisissez l’une de vos photos',
  'Type at least 2 letters of your city': 'Saisissez au moins 2 lettres du nom de votre ville',
  '{{label}} needs at least one digit': '{{label}} : il faut au moins un chiffre',
  '{{label}}: Phone numbers may contain only digits, spaces, +, -, ( and )':
    '{{label}} : un numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes +, -, ( et )',
  'Phone numbers may contain only digits, spaces, +, -, ( and )':
    'Un numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes +, -, ( et )',
  'Please enter your password to confirm': 'Saisissez votre mot de passe pour confirmer',
  Name: 'Nom',
  Occupation: 'Profession',
  'An interest': 'Un centre d’intérêt',
  'A language': 'Une langue',
  Heritage: 'Origines',
  'About me': 'À propos de moi',
  Hobbies: 'Loisirs',
  Phone: 'Téléphone',
  'Emergency contact name': 'Nom du contact d’urgence',
  'Emergency contact phone': 'Téléphone du contact d’urgence',

  // Plans and payments
  'You have no active plan to cancel.': 'Vous n’avez aucune formule active à résilier.',
  'We could not reach the payment service. Your plan is unchanged; please try again.':
    'Nous n’avons pas pu joindre le service de paiement. Votre formule reste inchangée ; veuillez réessayer.',
  'We could not reach the payment service. Nothing was charged; please try again.':
    'Nous n’avons pas pu joindre le service de paiement. Rien n’a été débité ; veuillez réessayer.',
  'The test checkout is off: this server takes real payments.':
    'Le paiement de test est désactivé : ce serveur encaisse de vrais paiements.',
  'This checkout does not exist or is not yours.': 'Ce paiement n’existe pas ou ne vous appartient pas.',
  'This checkout is already {{status}}.': 'Ce paiement est déjà {{status}}.',
  paid: 'réglé',
  canceled: 'annulé',
  failed: 'en échec',
  refunded: 'remboursé',
  'You already have the {{plan}} plan. You can choose another plan when it ends.':
    'Vous avez déjà la formule {{plan}}. Vous pourrez en choisir une autre quand elle prendra fin.',
  'You have started many checkouts in a short time. Please try again later.':
    'Vous avez lancé beaucoup de paiements en peu de temps. Veuillez réessayer plus tard.',
  'Choose Silver, Gold or Platinum': 'Choisissez Silver, Gold ou Platinum',
  'Choose one of the token packs': 'Choisissez l’un des packs de jetons',
  "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }":
    "Indiquez quoi acheter : { kind: 'plan', planId } ou { kind: 'tokens', packId }",

  // Support requests
  'You have sent several requests in the last hour. We will answer those first; please try again later.':
    'Vous avez envoyé plusieurs demandes au cours de la dernière heure. Nous y répondrons d’abord ; réessayez plus tard.',
  'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.':
    'Merci, votre message a bien été transmis à notre équipe. En tant que membre Platinum, vous êtes servi en priorité ; nous répondons par e-mail.',
  'Thanks, your message is with our team. We reply by e-mail.':
    'Merci, votre message a bien été transmis à notre équipe. Nous répondons par e-mail.',
  'Please choose what your message is about': 'Choisissez le sujet de votre message',
  'Please write your message': 'Veuillez écrire votre message',
  'Please tell us a little more (at least {{min}} characters)':
    'Dites-nous-en un peu plus (au moins {{min}} caractères)',
  Message: 'Message',

  // Calls
  'You have started many calls. Please wait a while and try again.':
    'Vous avez lancé beaucoup d’appels. Patientez un moment, puis réessayez.',
  'They are on another call. Try again in a little while.':
    'Cette personne est déjà en ligne. Réessayez dans un petit moment.',
  'You are already in a call.': 'Vous êtes déjà en communication.',
  'You can only call people you can message.': 'Vous ne pouvez appeler que les personnes à qui vous pouvez écrire.',
  'Calls are only available with real users.': 'Les appels ne sont possibles qu’avec de vrais membres.',
  'You cannot call yourself.': 'Vous ne pouvez pas vous appeler vous-même.',
  'This call has ended.': 'Cet appel est terminé.',

  // Moderation: decisions, appeals, the moderators' console
  'This page has expired. Please sign in again to appeal.': 'Cette page a expiré. Reconnectez-vous pour faire appel.',
  'This copy is not kept any more.': 'Cette copie n’est plus conservée.',
  'This member could not be found.': 'Ce membre est introuvable.',
  'You cannot act on your own account.': 'Vous ne pouvez pas agir sur votre propre compte.',
  'An administrator’s account cannot be moderated here.': 'Le compte d’un administrateur ne peut pas être modéré ici.',
  'One of these reports is not open any more: another moderator may have decided it. Reload the case.':
    'L’un de ces signalements n’est plus ouvert : un autre modérateur l’a peut-être traité. Rechargez le dossier.',
  'One of these signals is not open any more: another moderator may have decided it. Reload the case.':
    'L’une de ces alertes n’est plus ouverte : un autre modérateur l’a peut-être traitée. Rechargez le dossier.',
  'This content is not there any more.': 'Ce contenu n’existe plus.',
  'This appeal could not be found or was already decided.': 'Cet appel est introuvable ou a déjà été tranché.',
  'Another moderator must decide this appeal: you took the decision it is about.':
    'Un autre modérateur doit trancher cet appel : c’est vous qui avez pris la décision contestée.',
  'You have already appealed this decision.': 'Vous avez déjà fait appel de cette décision.',
  'This decision could not be found.': 'Cette décision est introuvable.',
  'This decision cannot be appealed.': 'Il n’est pas possible de faire appel de cette décision.',
  'This stream is not live.': 'Ce direct n’est pas en cours.',
  'Please verify your face again before you continue: our moderators asked for it.':
    'Vérifiez à nouveau votre visage avant de continuer : nos modérateurs l’ont demandé.',
  'This message was removed by moderators.': 'Ce message a été retiré par les modérateurs.',
  'Only moderators can open this page.': 'Seuls les modérateurs peuvent ouvrir cette page.',
  'This list position is no longer valid. Please reload the list.':
    'Cette position dans la liste n’est plus valable. Rechargez la liste.',
  '{{count}} members reported this profile as fake. Please verify your face to show it is you.':
    '{{count}} membres ont signalé ce profil comme faux. Vérifiez votre visage pour montrer que c’est bien vous.',
  'Your account has been banned by our moderators.': 'Votre compte a été banni par nos modérateurs.',
  'Your account is suspended by our moderators for now.':
    'Votre compte est suspendu par nos modérateurs pour le moment.',
  'A profile report has no single piece of content to remove; warn, suspend or ban instead.':
    'Un signalement de profil ne vise pas un contenu précis à retirer ; avertissez, suspendez ou bannissez plutôt.',
  'A live stream is ended, not removed: use “End stream”.':
    'Un direct s’arrête, il ne se retire pas : utilisez « Arrêter son direct ».',
  'Please write the reason the member will read': 'Écrivez le motif que le membre lira',
  'Please choose for how many days': 'Choisissez pour combien de jours',
  'Please choose the content to remove': 'Choisissez le contenu à retirer',
  'Please say why the decision should change': 'Expliquez pourquoi la décision devrait changer',
  Reason: 'Motif',
  Appeal: 'Appel',

  // Web push subscriptions
  'This is not a push service address': 'Ce n’est pas l’adresse d’un service de notifications push',
  'A push service must be reached over https': 'Un service de notifications push doit être joint en https',
};
