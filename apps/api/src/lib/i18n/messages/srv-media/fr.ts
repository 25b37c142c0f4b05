import type { Catalogue } from '../catalogue.ts';

export const fr: Catalogue = {
  // Photos
  'Photo checks are busy. Please try again shortly.':
    'La vérification des photos est très sollicitée. Réessayez dans un instant.',
  'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.':
    'Les photos HEIC ne sont pas encore prises en charge. Seules les photos JPEG, PNG et WebP fonctionnent : sur un iPhone, partagez ou exportez la photo en JPEG (ou choisissez Réglages › Appareil photo › Formats › « Le plus compatible »), puis envoyez-la de nouveau.',
  'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.':
    'Seules les photos JPEG, PNG et WebP sont acceptées. Choisissez une photo dans l’un de ces formats.',
  'Photos can be at most {{mb}} MB. Please choose a smaller photo.':
    'Une photo ne peut pas dépasser {{mb}} Mo. Choisissez une photo plus légère.',
  'Please choose a photo to upload.': 'Choisissez une photo à envoyer.',
  'Please upload one photo at a time, in a form field named "photo".':
    'Envoyez une seule photo à la fois, dans un champ de formulaire nommé « photo ».',
  'Some of the chosen photos are not among your photos. Reload the page and try again.':
    'Certaines des photos choisies ne font pas partie de vos photos. Rechargez la page, puis réessayez.',
  'That photo was not found among your photos. Reload the page and try again.':
    'Cette photo est introuvable parmi vos photos. Rechargez la page, puis réessayez.',
  'The new order must list each of your photos exactly once. Reload the page and try again.':
    'Le nouvel ordre doit contenir chacune de vos photos une seule fois. Rechargez la page, puis réessayez.',
  'This image has too many pixels (at most {{megapixels}} megapixels). Please choose a smaller photo.':
    'Cette image compte trop de pixels ({{megapixels}} mégapixels au maximum). Choisissez une photo plus petite.',
  'This photo does not exist or has been removed.': 'Cette photo n’existe pas ou a été retirée.',
  'This photo is too long and thin to show (at most {{ratio}} times as long as it is wide). Please crop it and try again.':
    'Cette photo est trop allongée pour être affichée (au plus {{ratio}} fois plus longue que large). Recadrez-la, puis réessayez.',
  'We could not read this photo; the file may be damaged. Please choose another one.':
    'Nous n’avons pas pu lire cette photo ; le fichier est peut-être endommagé. Choisissez-en une autre.',
  'You can have at most {{max}} photos. Remove one to add another.':
    'Vous pouvez avoir {{max}} photos au maximum. Retirez-en une pour en ajouter une autre.',
  'Please choose a photo to upload (send it as multipart form data in a field named "photo").':
    'Choisissez une photo à envoyer (en données de formulaire multipart, dans un champ nommé « photo »).',
  'The chosen file is empty. Please choose a photo to upload.':
    'Le fichier choisi est vide. Choisissez une photo à envoyer.',
  'The upload was incomplete or malformed. Please choose the photo again.':
    'L’envoi était incomplet ou mal formé. Choisissez la photo de nouveau.',
  'You have uploaded a lot of photos in the last hour. Please try again later.':
    'Vous avez envoyé beaucoup de photos au cours de la dernière heure. Réessayez plus tard.',
  'Your profile was not found. Please sign in again.': 'Votre profil est introuvable. Veuillez vous reconnecter.',

  // Realtime connection
  'This server does not handle that yet.': 'Ce serveur ne prend pas encore cela en charge.',
  'Too many messages; slow down and try again in a few seconds.':
    'Trop de messages ; ralentissez et réessayez dans quelques secondes.',
  'A message must be a JSON object with a "type" field.': 'Un message doit être un objet JSON avec un champ « type ».',
  'A message must have a "type" field naming the command.':
    'Un message doit avoir un champ « type » qui nomme la commande.',
  'Send messages as JSON text frames, not binary frames.':
    'Envoyez les messages en trames texte JSON, pas en trames binaires.',
  'The message is not valid JSON.': 'Le message n’est pas du JSON valide.',
  'Unknown message type "{{type}}". Known types: {{known}}.':
    'Type de message inconnu « {{type}} ». Types connus : {{known}}.',
  'Connect with the {{protocol}} subprotocol.': 'Connectez-vous avec le sous-protocole {{protocol}}.',
  'This address is for the realtime WebSocket; open it with a WebSocket client.':
    'Cette adresse est celle du WebSocket temps réel ; ouvrez-la avec un client WebSocket.',

  // Live streams
  'This message id was already used for a different message. Please send it again.':
    'Cet identifiant de message a déjà servi pour un autre message. Renvoyez-le.',
  'You cannot send a gift to your own stream.': 'Vous ne pouvez pas envoyer de cadeau à votre propre direct.',
  "You're chatting very fast. Please wait a moment and try again.":
    'Vous écrivez très vite. Patientez un instant, puis réessayez.',
  'This stream is no longer available.': 'Ce direct n’est plus disponible.',
  'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.':
    'Animer un direct premium fait partie des formules Silver, Gold et Platinum. Passez à Silver pour en animer un.',
  'Live streaming is temporarily unavailable. Please try again in a few minutes.':
    'Les directs sont momentanément indisponibles. Réessayez dans quelques minutes.',
  'Only the host can change this stream.': 'Seul l’hôte peut modifier ce direct.',
  'Please complete your profile before going live.': 'Complétez votre profil avant de passer en direct.',
  'Slow mode is on: one message every {{seconds}} seconds. You can write again in {{wait}} s.':
    'Le mode lent est activé : un message toutes les {{seconds}} secondes. Vous pourrez écrire de nouveau dans {{wait}} s.',
  'That message is not in this stream any more.': 'Ce message ne fait plus partie de ce direct.',
  'That person is not taking part in this stream.': 'Cette personne ne participe pas à ce direct.',
  'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.':
    'Ce direct premium est réservé aux membres Platinum. Passez à Platinum pour le regarder et discuter.',
  'This stream has ended.': 'Ce direct est terminé.',
  'This stream is full': 'Ce direct est complet',
  'This stream is not available.': 'Ce direct n’est pas disponible.',
  'You are hosting this stream; viewers watch it from Discover Streams.':
    'Vous animez ce direct ; les spectateurs le regardent depuis Découvrir les directs.',
  'You are not part of this stream.': 'Vous ne participez pas à ce direct.',
  'You cannot mute or remove yourself from your own stream.':
    'Vous ne pouvez pas vous rendre muet ni vous retirer de votre propre direct.',
  'A thumbnail must be a JPEG, PNG or WebP frame of the stream.':
    'Une miniature doit être une image JPEG, PNG ou WebP du direct.',
  'A thumbnail must be under {{kb}} KB.': 'Une miniature doit faire moins de {{kb}} Ko.',
  'Too many stream pictures in the last hour. Please try again later.':
    'Trop d’images de direct au cours de la dernière heure. Réessayez plus tard.',
  "You've started many streams in the last hour. Please wait a while.":
    'Vous avez lancé beaucoup de directs au cours de la dernière heure. Patientez un moment.',
  'Dating & Relationships': 'Rencontres et relations',
  'Food & Cooking': 'Cuisine',
  'Please enter a stream title before going live.': 'Donnez un titre à votre direct avant de le lancer.',
  'The host has muted you in this stream. You can keep watching.':
    'L’hôte vous a rendu muet dans ce direct. Vous pouvez continuer à regarder.',
  'The host removed you from this stream.': 'L’hôte vous a retiré de ce direct.',
  'A description must be text': 'Une description doit être du texte',
  'Choose one of the listed categories': 'Choisissez l’une des catégories proposées',
  'Keep a chat message under {{max}} characters': 'Un message de discussion doit faire moins de {{max}} caractères',
  'Keep the description under {{max}} characters': 'La description doit faire moins de {{max}} caractères',
  'Keep the title under {{max}} characters': 'Le titre doit faire moins de {{max}} caractères',
  'Slow mode can be at most {{max}} seconds': 'Le mode lent ne peut pas dépasser {{max}} secondes',
  'That is not a member id': 'Ce n’est pas un identifiant de membre',
  'That is not a message id': 'Ce n’est pas un identifiant de message',
  'That is not a stream id': 'Ce n’est pas un identifiant de direct',

  // Face verification
  'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.':
    'Aucune de vos photos de profil ne montre clairement votre visage. Ajoutez une photo nette de votre visage, puis réessayez.',
  'Please ensure your camera is working and you complete all steps.':
    'Vérifiez que votre caméra fonctionne et suivez toutes les étapes jusqu’au bout.',
  'The face changed during the check. The same person must complete every step.':
    'Le visage a changé pendant la vérification. La même personne doit effectuer toutes les étapes.',
  'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.':
    'Nous n’avons pas pu confirmer qu’il s’agit d’un vrai visage. Utilisez votre propre caméra, sous un bon éclairage, et non une photo ou un écran.',
  'We could not see your face. Keep your whole face inside the frame, in good light.':
    'Nous n’avons pas vu votre visage. Gardez tout votre visage dans le cadre, sous un bon éclairage.',
  'We did not see you blink. Close your eyes fully, then open them, while asked to blink.':
    'Nous ne vous avons pas vu cligner des yeux. Quand on vous le demande, fermez complètement les yeux, puis rouvrez-les.',
  'We did not see you look straight at the camera. Face the camera when asked.':
    'Nous ne vous avons pas vu regarder droit vers la caméra. Faites face à la caméra quand on vous le demande.',
  'We did not see you smile. Smile clearly while the instruction is shown.':
    'Nous ne vous avons pas vu sourire. Souriez franchement pendant que la consigne s’affiche.',
  'We did not see you turn your head to your left. Turn it while the instruction is shown.':
    'Nous ne vous avons pas vu tourner la tête vers votre gauche. Tournez-la pendant que la consigne s’affiche.',
  'We did not see you turn your head to your right. Turn it while the instruction is shown.':
    'Nous ne vous avons pas vu tourner la tête vers votre droite. Tournez-la pendant que la consigne s’affiche.',
  'We saw more than one face. Make sure you are alone in front of the camera.':
    'Nous avons vu plusieurs visages. Assurez-vous d’être seul ou seule devant la caméra.',
  'Face checks are busy. Please try again shortly.':
    'La vérification du visage est très sollicitée. Réessayez dans un instant.',
  'Failed to save verification data. Please try again.':
    'Impossible d’enregistrer les données de vérification. Veuillez réessayer.',
  'Failed to update profile verification status.': 'Impossible de mettre à jour le statut de vérification du profil.',
  'This attempt took too long. Please start the verification again.':
    'Cette tentative a pris trop de temps. Recommencez la vérification.',
  'Please agree to the face verification (biometric) check first.':
    'Acceptez d’abord la vérification du visage (contrôle biométrique).',
  'Your profile is already verified.': 'Votre profil est déjà vérifié.',
  'A camera frame may be at most 512 KB.': 'Une image de la caméra ne peut pas dépasser 512 Ko.',
  'A camera frame must be a JPEG image.': 'Une image de la caméra doit être au format JPEG.',
  'Frames are numbered by step (0 to {{lastStep}}) and index (0 to {{lastIndex}}).':
    'Les images sont numérotées par étape (0 à {{lastStep}}) et par indice (0 à {{lastIndex}}).',
  'This step is over. Please start the verification again.': 'Cette étape est terminée. Recommencez la vérification.',
  'This verification attempt is already finished. Please start a new one.':
    'Cette tentative de vérification est déjà terminée. Commencez-en une nouvelle.',
  'This verification attempt was not found. Please start again.':
    'Cette tentative de vérification est introuvable. Recommencez.',
  'Your account could not be found. Please sign in again.': 'Votre compte est introuvable. Veuillez vous reconnecter.',
  'Please ensure good lighting and that you match your profile photos.':
    'Assurez-vous d’être bien éclairé(e) et de ressembler à vos photos de profil.',
  'Too many verification attempts. Please wait before trying again.':
    'Trop de tentatives de vérification. Patientez avant de réessayer.',
  'Blink slowly twice': 'Clignez lentement des yeux deux fois',
  'Look straight at the camera': 'Regardez droit vers la caméra',
  'Turn your head slightly left': 'Tournez légèrement la tête vers la gauche',
  'Turn your head slightly right': 'Tournez légèrement la tête vers la droite',
  'Not a verification attempt id': 'Ce n’est pas un identifiant de tentative de vérification',
  'The frame index must be a number': 'L’indice de l’image doit être un nombre',
  'The step must be a number': 'L’étape doit être un nombre',

  // Characters no text may hold
  '{{field}} contains characters that are not allowed ({{why}}). Please remove it and try again.':
    '{{field}} contient des caractères non autorisés ({{why}}). Retirez-les, puis réessayez.',
  'The text': 'Le texte',
  'The field name': 'Le nom du champ',
  'an invisible control character': 'un caractère de contrôle invisible',
  'a character that reverses the direction of text': 'un caractère qui inverse le sens du texte',
  'a broken character': 'un caractère endommagé',
  // Photo work shared by uploads and checks
  'We are processing a lot of photos right now. Please try again in a moment.':
    'Nous traitons beaucoup de photos en ce moment. Réessayez dans un instant.',
  'The image could not be read.': 'L’image n’a pas pu être lue.',
};
