import type { Catalogue } from '../catalogue.ts';
import { contactKindLists, listIn } from './contact-kinds.ts';

export const fr: Catalogue = {
  // Discover: the deck, swipes, filters, likes
  'This page of the deck is no longer valid. Please start over.':
    'Cette page de profils n’est plus valable. Veuillez recommencer depuis le début.',
  'Please finish setting up your profile to start discovering people.':
    'Terminez votre profil pour commencer à découvrir des personnes.',
  "You're swiping very fast. Please take a short break and try again in a minute.":
    'Vous swipez très vite. Faites une petite pause et réessayez dans une minute.',
  "You're browsing profiles very fast. Please wait a minute and try again.":
    'Vous parcourez les profils très vite. Patientez une minute, puis réessayez.',
  'The cultural match filter is part of {{plan}} and above. Upgrade to {{plan}} to filter by cultural match.':
    'Le filtre d’affinité culturelle est inclus à partir de {{plan}}. Passez à {{plan}} pour filtrer par affinité culturelle.',
  'Advanced filters are part of {{plan}}. Upgrade to {{plan}} to filter by age, height, education and more.':
    'Les filtres avancés sont inclus dans {{plan}}. Passez à {{plan}} pour filtrer par âge, taille, études et plus encore.',
  'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.':
    '« Vous ont liké » est inclus dans Silver, Gold et Platinum. Passez à Silver pour voir tous ceux qui vous ont liké.',
  'This page of the list is no longer valid. Please reload it.':
    'Cette page de la liste n’est plus valable. Veuillez la recharger.',
  'This profile is not available any more.': 'Ce profil n’est plus disponible.',
  'Likes are disabled for demo profiles.': 'Les likes sont désactivés pour les profils de démonstration.',
  'Interactions are disabled for demo profiles.':
    'Les interactions sont désactivées pour les profils de démonstration.',
  'You cannot swipe on your own profile.': 'Vous ne pouvez pas swiper sur votre propre profil.',
  'You already {{action}} this profile. Use Undo to change your mind.':
    'Vous avez déjà {{action}} ce profil. Utilisez Annuler pour changer d’avis.',
  liked: 'liké',
  'passed on': 'passé',
  'super liked': 'super liké',
  "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.":
    'Vous avez matché avec cette personne : ce like ne peut plus être retiré. Vous pouvez annuler le match dans Messages › Matchs.',

  // Messages and gifts
  'Messaging is only available with real users.': 'La messagerie n’est disponible qu’avec de vrais membres.',
  'You cannot message yourself.': 'Vous ne pouvez pas vous envoyer de message.',
  'You can only message your matches and friends.': 'Vous ne pouvez écrire qu’à vos matchs et à vos amis.',
  'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.':
    'Écrire à quelqu’un avant de matcher est inclus dans Platinum. Passez à Platinum pour envoyer le premier message, ou matchez d’abord avec cette personne.',
  'This member could not be found.': 'Ce membre est introuvable.',
  'This member only accepts messages from their matches right now.':
    'Ce membre n’accepte pour le moment que les messages de ses matchs.',
  'This message id was already used for a different message. Please send it again.':
    'Cet identifiant de message a déjà servi pour un autre message. Veuillez le renvoyer.',
  "You're sending messages very fast. Please wait a moment and try again.":
    'Vous envoyez des messages très vite. Patientez un instant, puis réessayez.',
  'A {{gift}} costs {{needed}} tokens and you have {{balance}}. Nothing was sent.':
    '{{gift}} : il faut {{needed}} jetons et vous en avez {{balance}}. Rien n’a été envoyé.',
  Rose: 'Rose',
  Heart: 'Cœur',
  Diamond: 'Diamant',
  'Choose a Rose, a Heart or a Diamond': 'Choisissez une Rose, un Cœur ou un Diamant',
  'A message needs a client id of 8 to 64 characters':
    'Un message doit avoir un identifiant client de 8 à 64 caractères',
  'A client id may only use letters, digits, - and _':
    'Un identifiant client ne peut contenir que des lettres, des chiffres, - et _',
  'Write a message first': 'Écrivez d’abord un message',
  'A message must be text': 'Un message doit être du texte',
  'Keep a message under {{max}} characters': 'Un message doit faire moins de {{max}} caractères',
  'Ask for messages before or after a point, not both': 'Demandez les messages avant ou après un point, pas les deux',
  'Please write a message': 'Veuillez écrire un message',

  // Friends, matches, blocks and reports
  'You cannot block yourself.': 'Vous ne pouvez pas vous bloquer vous-même.',
  'You are not friends with this member.': 'Vous n’êtes pas ami avec ce membre.',
  'You are not matched with this member.': 'Vous n’avez pas de match avec ce membre.',
  'This friend request no longer exists.': 'Cette demande d’ami n’existe plus.',
  'You can only add real users as friends.': 'Vous ne pouvez ajouter comme amis que de vrais membres.',
  'Please finish your profile before adding friends.': 'Terminez votre profil avant d’ajouter des amis.',
  'You cannot send a friend request to yourself.': 'Vous ne pouvez pas vous envoyer une demande d’ami.',
  'Friend request already sent': 'Demande d’ami déjà envoyée',
  'You are now friends!': 'Vous êtes maintenant amis !',
  'Friend request sent!': 'Demande d’ami envoyée !',
  'Friend request accepted!': 'Demande d’ami acceptée !',
  'Friend request declined': 'Demande d’ami refusée',
  'You cannot report yourself.': 'Vous ne pouvez pas vous signaler vous-même.',
  'You have sent many reports in a short time. Please try again later.':
    'Vous avez envoyé beaucoup de signalements en peu de temps. Veuillez réessayer plus tard.',
  'Harassment or hate': 'Harcèlement ou haine',
  'Inappropriate photos or words': 'Photos ou propos inappropriés',
  'Scam or asking for money': 'Arnaque ou demande d’argent',
  'May be under 18': 'Pourrait avoir moins de 18 ans',
  'This is not a real member': 'Ce n’est pas un vrai membre',
  'Please choose a reason for the report': 'Veuillez choisir un motif de signalement',
  'This is not a real item': 'Cet élément n’existe pas',
  'This is not a notification': 'Ce n’est pas une notification',
  'This list position is no longer valid. Please reload the list.':
    'Cette position dans la liste n’est plus valable. Veuillez recharger la liste.',

  // Newsletter
  'Too many subscriptions from your network. Please try again later.':
    'Trop d’inscriptions depuis votre réseau. Veuillez réessayer plus tard.',
  'Thanks for subscribing! Look out for our next cultural digest.':
    'Merci de votre inscription ! Guettez notre prochaine lettre culturelle.',

  // Discover's contracts: distances, search and filters
  'Less than 2 miles away': 'À moins de 2 miles',
  'Less than 10 miles away': 'À moins de 10 miles',
  'Less than 25 miles away': 'À moins de 25 miles',
  'Less than 50 miles away': 'À moins de 50 miles',
  'Less than 100 miles away': 'À moins de 100 miles',
  'More than 100 miles away': 'À plus de 100 miles',
  'This profile id is not valid': 'Cet identifiant de profil n’est pas valide',
  'Type at least {{min}} characters to search': 'Tapez au moins {{min}} caractères pour chercher',
  'Search text can be at most 80 characters': 'La recherche compte au plus 80 caractères',
  'Please choose any, yes or no': 'Choisissez indifférent, oui ou non',
  'Choose at most {{max}} {{label}}': 'Choisissez au plus {{max}} {{label}}',
  'Each of the {{label}} can be chosen only once': 'Chaque élément ({{label}}) ne peut être choisi qu’une fois',
  '{{label}} must be a whole number': '{{label}} doit être un nombre entier',
  '{{label}} must be at least {{min}}': '{{label}} : au moins {{min}}',
  '{{label}} can be at most {{max}}': '{{label}} : au plus {{max}}',
  'Minimum match must be any, {{values}}':
    'L’affinité minimale doit être indifférente ou l’une de ces valeurs : {{values}}',
  'Verified only must be on or off': '« Vérifiés uniquement » doit être activé ou désactivé',
  'Open to kids must be on or off': '« Ouvert aux enfants » doit être activé ou désactivé',
  "Minimum age can't be above maximum age": 'L’âge minimum ne peut pas dépasser l’âge maximum',
  "Minimum height can't be above maximum height": 'La taille minimale ne peut pas dépasser la taille maximale',
  interests: 'centres d’intérêt',
  'education levels': 'niveaux d’études',
  'relationship goals': 'objectifs relationnels',
  'body types': 'morphologies',
  'Minimum age': 'Âge minimum',
  'Maximum age': 'Âge maximum',
  'Minimum height': 'Taille minimale',
  'Maximum height': 'Taille maximale',

  // Daily likes and monthly boosts: whole sentences with their pieces
  "You've used {{used}} for today. {{pronoun}} at 00:00 UTC (in {{until}}). Upgrade to {{plan}} for {{offer}}.":
    'Vous avez utilisé {{used}} pour aujourd’hui. {{pronoun}} à 00:00 UTC (dans {{until}}). Passez à {{plan}} pour {{offer}}.',
  'your like': 'votre like',
  'your super like': 'votre super like',
  'your {{count}} likes': 'vos {{count}} likes',
  'your {{count}} super likes': 'vos {{count}} super likes',
  'It resets': 'Il se renouvelle',
  'They reset': 'Ils se renouvellent',
  'less than a minute': 'moins d’une minute',
  '{{h}} h {{m}} min': '{{h}} h {{m}} min',
  '{{h}} h': '{{h}} h',
  '{{m}} min': '{{m}} min',
  'unlimited likes': 'des likes illimités',
  'unlimited super likes': 'des super likes illimités',
  '{{count}} likes a day': '{{count}} likes par jour',
  '{{count}} super likes a day': '{{count}} super likes par jour',
  'Boosts come with Silver, Gold and Platinum. Upgrade to {{plan}} for {{boosts}}.':
    'Les boosts sont inclus dans Silver, Gold et Platinum. Passez à {{plan}} pour {{boosts}}.',
  "You've used {{used}} for this month. Boosts reset on {{day}} {{month}} at 00:00 UTC. Upgrade to {{plan}} for {{boosts}}.":
    'Vous avez utilisé {{used}} pour ce mois-ci. Les boosts se renouvellent le {{day}} {{month}} à 00:00 UTC. Passez à {{plan}} pour {{boosts}}.',
  'Your boost is running until {{time}} ({{minutes}} min left). You can start another when it ends.':
    'Votre boost est actif jusqu’à {{time}} (encore {{minutes}} min). Vous pourrez en lancer un autre quand il sera terminé.',
  'your boost': 'votre boost',
  'your {{count}} boosts': 'vos {{count}} boosts',
  'unlimited boosts': 'des boosts illimités',
  '1 boost a month': '1 boost par mois',
  '{{count}} boosts a month': '{{count}} boosts par mois',
  January: 'janvier',
  February: 'février',
  March: 'mars',
  April: 'avril',
  May: 'mai',
  June: 'juin',
  July: 'juillet',
  August: 'août',
  September: 'septembre',
  October: 'octobre',
  November: 'novembre',
  December: 'décembre',

  // Safety: sharing contact or payment details
  'This looks like {{kinds}}. People who ask to move off {{app}} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?':
    'On dirait {{kinds}}. Les personnes qui vous demandent de quitter {{app}} ou de les payer sont souvent des arnaqueurs, et nous ne pourrons pas vous aider en dehors. Voulez-vous vraiment le partager ?',
  ...contactKindLists(
    {
      phone: 'un numéro de téléphone',
      messenger: 'un identifiant de messagerie ou de réseau social',
      payment: 'un identifiant d’application de paiement',
      crypto: 'une adresse de portefeuille crypto',
    },
    listIn('fr'),
  ),
};
