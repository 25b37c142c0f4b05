import type { Catalogue } from '../catalogue.ts';
import { contactKindLists, yorubaList } from './contact-kinds.ts';

export const yo: Catalogue = {
  // Discover: the deck, swipes, filters, likes
  'This page of the deck is no longer valid. Please start over.':
    'Ojú-ìwé àwọn àkọsílẹ̀ yìí kò wúlò mọ́. Ẹ jọ̀ọ́, ẹ tún bẹ̀rẹ̀ láti ìbẹ̀rẹ̀.',
  'Please finish setting up your profile to start discovering people.':
    'Ẹ jọ̀ọ́, ẹ parí àkọsílẹ̀ yín kí ẹ lè bẹ̀rẹ̀ sí í ṣàwárí àwọn ènìyàn.',
  "You're swiping very fast. Please take a short break and try again in a minute.":
    'Ẹ ń fà á kánkán jù. Ẹ jọ̀ọ́, ẹ sinmi díẹ̀, kí ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú kan.',
  "You're browsing profiles very fast. Please wait a minute and try again.":
    'Ẹ ń wo àwọn àkọsílẹ̀ kánkán jù. Ẹ jọ̀ọ́, ẹ dúró fún ìṣẹ́jú kan, kí ẹ tó tún gbìyànjú.',
  'The cultural match filter is part of {{plan}} and above. Upgrade to {{plan}} to filter by cultural match.':
    'Àlẹ̀mọ́ ìbámu àṣà wà nínú {{plan}} àti àwọn tó ga jù ú lọ. Ẹ gòkè sí {{plan}} láti ṣà á nípa ìbámu àṣà.',
  'Advanced filters are part of {{plan}}. Upgrade to {{plan}} to filter by age, height, education and more.':
    'Àwọn àlẹ̀mọ́ onípele wà nínú {{plan}}. Ẹ gòkè sí {{plan}} láti ṣà á nípa ọjọ́ orí, gíga, ẹ̀kọ́ àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.',
  'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.':
    '“Ẹ wo ẹni tó fẹ́ràn yín” wà nínú Silver, Gold àti Platinum. Ẹ gòkè sí Silver láti rí gbogbo ẹni tó fẹ́ràn yín.',
  'This page of the list is no longer valid. Please reload it.':
    'Ojú-ìwé àkójọ yìí kò wúlò mọ́. Ẹ jọ̀ọ́, ẹ tún un gbé wá.',
  'This profile is not available any more.': 'Àkọsílẹ̀ yìí kò sí mọ́.',
  'Likes are disabled for demo profiles.': 'A ti pa ìfẹ́ràn fún àwọn àkọsílẹ̀ àpẹẹrẹ.',
  'Interactions are disabled for demo profiles.': 'A ti pa ìbáṣepọ̀ fún àwọn àkọsílẹ̀ àpẹẹrẹ.',
  'You cannot swipe on your own profile.': 'Ẹ kò lè fa àkọsílẹ̀ ara yín.',
  'You already {{action}} this profile. Use Undo to change your mind.':
    'Ẹ ti yan “{{action}}” fún àkọsílẹ̀ yìí tẹ́lẹ̀. Ẹ lo Dá a padà láti yí ọkàn yín padà.',
  liked: 'fẹ́ràn',
  'passed on': 'fò ó',
  'super liked': 'fẹ́ràn gidigidi',
  "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.":
    'Ẹ ti bá ẹni yìí mu, nítorí náà a kò lè dá ìfẹ́ràn yìí padà. Ẹ lè fòpin sí ìbámu náà nínú Àwọn ìfiránṣẹ́ › Àwọn ìbámu.',

  // Messages and gifts
  'Messaging is only available with real users.': 'Ìfiránṣẹ́ wà fún àwọn aṣàmúlò gidi nìkan.',
  'You cannot message yourself.': 'Ẹ kò lè fi ìfiránṣẹ́ ránṣẹ́ sí ara yín.',
  'You can only message your matches and friends.':
    'Àwọn tí ẹ bá mu àti àwọn ọ̀rẹ́ yín nìkan ni ẹ lè fi ìfiránṣẹ́ ránṣẹ́ sí.',
  'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.':
    'Fífi ìfiránṣẹ́ ránṣẹ́ sí ẹnì kan kí ẹ tó bá a mu wà nínú Platinum. Ẹ gòkè sí Platinum láti fi ìfiránṣẹ́ àkọ́kọ́ ránṣẹ́, tàbí kí ẹ kọ́kọ́ bá a mu.',
  'This member could not be found.': 'A kò rí ọmọ ẹgbẹ́ yìí.',
  'This member only accepts messages from their matches right now.':
    'Ní báyìí, ọmọ ẹgbẹ́ yìí ń gba ìfiránṣẹ́ láti ọ̀dọ̀ àwọn tó bá a mu nìkan.',
  'This message id was already used for a different message. Please send it again.':
    'A ti lo àmì ìdánimọ̀ ìfiránṣẹ́ yìí fún ìfiránṣẹ́ mìíràn. Ẹ jọ̀ọ́, ẹ tún un fi ránṣẹ́.',
  "You're sending messages very fast. Please wait a moment and try again.":
    'Ẹ ń fi ìfiránṣẹ́ ránṣẹ́ kánkán jù. Ẹ jọ̀ọ́, ẹ dúró díẹ̀, kí ẹ tó tún gbìyànjú.',
  'A {{gift}} costs {{needed}} tokens and you have {{balance}}. Nothing was sent.':
    '{{gift}} ń ná tókìnì {{needed}}, ẹ sì ní {{balance}}. A kò fi nǹkan kan ránṣẹ́.',
  Rose: 'Òdòdó Rósì',
  Heart: 'Ọkàn',
  Diamond: 'Dáyámọ́ńdì',
  'Choose a Rose, a Heart or a Diamond': 'Ẹ yan Òdòdó Rósì, Ọkàn tàbí Dáyámọ́ńdì',
  'A message needs a client id of 8 to 64 characters': 'Ìfiránṣẹ́ nílò àmì ìdánimọ̀ oníbàárà tó ní lẹ́tà 8 sí 64',
  'A client id may only use letters, digits, - and _': 'Àmì ìdánimọ̀ oníbàárà lè ní lẹ́tà, nọ́ńbà, - àti _ nìkan',
  'Write a message first': 'Ẹ kọ́kọ́ kọ ìfiránṣẹ́ kan',
  'A message must be text': 'Ìfiránṣẹ́ gbọ́dọ̀ jẹ́ ọ̀rọ̀ kíkọ',
  'Keep a message under {{max}} characters': 'Ìfiránṣẹ́ kò gbọ́dọ̀ tó lẹ́tà {{max}}',
  'Ask for messages before or after a point, not both':
    'Ẹ béèrè fún ìfiránṣẹ́ ṣáájú tàbí lẹ́yìn ibì kan, kì í ṣe méjèèjì',
  'Please write a message': 'Ẹ jọ̀ọ́, ẹ kọ ìfiránṣẹ́ kan',

  // Friends, matches, blocks and reports
  'You cannot block yourself.': 'Ẹ kò lè dí ara yín.',
  'You are not friends with this member.': 'Ẹ kì í ṣe ọ̀rẹ́ ọmọ ẹgbẹ́ yìí.',
  'You are not matched with this member.': 'Ẹ kò bá ọmọ ẹgbẹ́ yìí mu.',
  'This friend request no longer exists.': 'Ìbéèrè ọ̀rẹ́ yìí kò sí mọ́.',
  'You can only add real users as friends.': 'Àwọn aṣàmúlò gidi nìkan ni ẹ lè fi kún ọ̀rẹ́ yín.',
  'Please finish your profile before adding friends.': 'Ẹ jọ̀ọ́, ẹ parí àkọsílẹ̀ yín kí ẹ tó fi ọ̀rẹ́ kún un.',
  'You cannot send a friend request to yourself.': 'Ẹ kò lè fi ìbéèrè ọ̀rẹ́ ránṣẹ́ sí ara yín.',
  'Friend request already sent': 'A ti fi ìbéèrè ọ̀rẹ́ ránṣẹ́ tẹ́lẹ̀',
  'You are now friends!': 'Ẹ ti di ọ̀rẹ́ báyìí!',
  'Friend request sent!': 'A ti fi ìbéèrè ọ̀rẹ́ ránṣẹ́!',
  'Friend request accepted!': 'A ti gba ìbéèrè ọ̀rẹ́!',
  'Friend request declined': 'A ti kọ ìbéèrè ọ̀rẹ́',
  'You cannot report yourself.': 'Ẹ kò lè fi ẹjọ́ ara yín sùn.',
  'You have sent many reports in a short time. Please try again later.':
    'Ẹ ti fi ọ̀pọ̀ ẹjọ́ ránṣẹ́ láàrin àkókò kúkúrú. Ẹ jọ̀ọ́, ẹ tún gbìyànjú ní ìgbà mìíràn.',
  'Harassment or hate': 'Ìyọlẹ́nu tàbí ìkórìíra',
  'Inappropriate photos or words': 'Àwòrán tàbí ọ̀rọ̀ tí kò bójú mu',
  'Scam or asking for money': 'Jìbìtì tàbí bíbéèrè owó',
  'May be under 18': 'Ó lè má tíì pé ọmọ ọdún 18',
  'This is not a real member': 'Èyí kì í ṣe ọmọ ẹgbẹ́ gidi',
  'Please choose a reason for the report': 'Ẹ jọ̀ọ́, ẹ yan ìdí ẹjọ́ náà',
  'This is not a real item': 'Nǹkan yìí kò sí',
  'This is not a notification': 'Èyí kì í ṣe ìfitónilétí',
  'This list position is no longer valid. Please reload the list.':
    'Ipò yìí nínú àkójọ kò wúlò mọ́. Ẹ jọ̀ọ́, ẹ tún àkójọ náà gbé wá.',

  // Newsletter
  'Too many subscriptions from your network. Please try again later.':
    'Ìforúkọsílẹ̀ ti pọ̀ jù láti inú nẹ́tíwọ́ọ̀kì yín. Ẹ jọ̀ọ́, ẹ tún gbìyànjú ní ìgbà mìíràn.',
  'Thanks for subscribing! Look out for our next cultural digest.':
    'Ẹ ṣé fún ìforúkọsílẹ̀! Ẹ máa retí ìwé ìròyìn àṣà wa tó ń bọ̀.',

  // Discover's contracts: distances, search and filters
  'Less than 2 miles away': 'Kò tó máìlì 2 síbí',
  'Less than 10 miles away': 'Kò tó máìlì 10 síbí',
  'Less than 25 miles away': 'Kò tó máìlì 25 síbí',
  'Less than 50 miles away': 'Kò tó máìlì 50 síbí',
  'Less than 100 miles away': 'Kò tó máìlì 100 síbí',
  'More than 100 miles away': 'Ó ju máìlì 100 lọ síbí',
  'This profile id is not valid': 'Àmì ìdánimọ̀ àkọsílẹ̀ yìí kò tọ́',
  'Type at least {{min}} characters to search': 'Ẹ tẹ lẹ́tà {{min}} ó kéré tán láti wá nǹkan',
  'Search text can be at most 80 characters': 'Ọ̀rọ̀ ìwákiri kò gbọ́dọ̀ ju lẹ́tà 80 lọ',
  'Please choose any, yes or no': 'Ẹ jọ̀ọ́, ẹ yan èyíkéyìí, bẹ́ẹ̀ ni tàbí bẹ́ẹ̀ kọ́',
  'Choose at most {{max}} {{label}}': 'Ẹ yan {{label}} tí kò ju {{max}} lọ',
  'Each of the {{label}} can be chosen only once': 'Ẹ lè yan ọ̀kọ̀ọ̀kan nínú {{label}} lẹ́ẹ̀kan ṣoṣo',
  '{{label}} must be a whole number': '{{label}} gbọ́dọ̀ jẹ́ odidi nọ́ńbà',
  '{{label}} must be at least {{min}}': '{{label}}: ó kéré tán {{min}}',
  '{{label}} can be at most {{max}}': '{{label}}: kò gbọ́dọ̀ ju {{max}} lọ',
  'Minimum match must be any, {{values}}': 'Ìbámu tó kéré jù gbọ́dọ̀ jẹ́ èyíkéyìí, tàbí ọ̀kan nínú: {{values}}',
  'Verified only must be on or off': '“Àwọn tí a ti fìdí wọn múlẹ̀ nìkan” gbọ́dọ̀ wà ní títàn tàbí ní pípa',
  'Open to kids must be on or off': '“Ó ṣí sílẹ̀ fún ọmọ” gbọ́dọ̀ wà ní títàn tàbí ní pípa',
  "Minimum age can't be above maximum age": 'Ọjọ́ orí tó kéré jù kò lè ju ọjọ́ orí tó ga jù lọ',
  "Minimum height can't be above maximum height": 'Gíga tó kéré jù kò lè ju gíga tó ga jù lọ',
  interests: 'àwọn ohun tí ẹ nífẹ̀ẹ́ sí',
  'education levels': 'àwọn ìpele ẹ̀kọ́',
  'relationship goals': 'àwọn àfojúsùn àjọṣepọ̀',
  'body types': 'àwọn ìrísí ara',
  'Minimum age': 'Ọjọ́ orí tó kéré jù',
  'Maximum age': 'Ọjọ́ orí tó ga jù',
  'Minimum height': 'Gíga tó kéré jù',
  'Maximum height': 'Gíga tó ga jù',

  // Daily likes and monthly boosts: whole sentences with their pieces
  "You've used {{used}} for today. {{pronoun}} at 00:00 UTC (in {{until}}). Upgrade to {{plan}} for {{offer}}.":
    'Ẹ ti lo {{used}} fún òní. {{pronoun}} ní 00:00 UTC (lẹ́yìn {{until}}). Ẹ gòkè sí {{plan}} fún {{offer}}.',
  'your like': 'ìfẹ́ràn yín',
  'your super like': 'ìfẹ́ràn àrà yín',
  'your {{count}} likes': 'ìfẹ́ràn {{count}} yín',
  'your {{count}} super likes': 'ìfẹ́ràn àrà {{count}} yín',
  'It resets': 'Ó máa bẹ̀rẹ̀ lọ́tun',
  'They reset': 'Wọ́n máa bẹ̀rẹ̀ lọ́tun',
  'less than a minute': 'kò tó ìṣẹ́jú kan',
  '{{h}} h {{m}} min': 'wákàtí {{h}} ìṣẹ́jú {{m}}',
  '{{h}} h': 'wákàtí {{h}}',
  '{{m}} min': 'ìṣẹ́jú {{m}}',
  'unlimited likes': 'ìfẹ́ràn láìní òǹkà',
  'unlimited super likes': 'ìfẹ́ràn àrà láìní òǹkà',
  '{{count}} likes a day': 'ìfẹ́ràn {{count}} lójoojúmọ́',
  '{{count}} super likes a day': 'ìfẹ́ràn àrà {{count}} lójoojúmọ́',
  'Boosts come with Silver, Gold and Platinum. Upgrade to {{plan}} for {{boosts}}.':
    'Àwọn boost wà nínú Silver, Gold àti Platinum. Ẹ gòkè sí {{plan}} fún {{boosts}}.',
  "You've used {{used}} for this month. Boosts reset on {{day}} {{month}} at 00:00 UTC. Upgrade to {{plan}} for {{boosts}}.":
    'Ẹ ti lo {{used}} fún oṣù yìí. Àwọn boost máa bẹ̀rẹ̀ lọ́tun ní ọjọ́ {{day}} oṣù {{month}} ní 00:00 UTC. Ẹ gòkè sí {{plan}} fún {{boosts}}.',
  'Your boost is running until {{time}} ({{minutes}} min left). You can start another when it ends.':
    'Boost yín ń lọ títí di {{time}} (ìṣẹ́jú {{minutes}} ló kù). Ẹ lè bẹ̀rẹ̀ òmíràn nígbà tó bá parí.',
  'your boost': 'boost yín',
  'your {{count}} boosts': 'boost {{count}} yín',
  'unlimited boosts': 'boost láìní òǹkà',
  '1 boost a month': 'boost 1 lóṣooṣù',
  '{{count}} boosts a month': 'boost {{count}} lóṣooṣù',
  January: 'Ṣẹ́rẹ́',
  February: 'Èrèlè',
  March: 'Ẹrẹ̀nà',
  April: 'Ìgbé',
  May: 'Ẹ̀bìbí',
  June: 'Òkúdu',
  July: 'Agẹmọ',
  August: 'Ògún',
  September: 'Owewe',
  October: 'Ọ̀wàrà',
  November: 'Bélú',
  December: 'Ọ̀pẹ̀',

  // Safety: sharing contact or payment details
  'This looks like {{kinds}}. People who ask to move off {{app}} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?':
    'Èyí dà bí {{kinds}}. Àwọn tó ń ní kí ẹ kúrò ní {{app}} tàbí kí ẹ san owó fún wọn sábà máa ń jẹ́ oníjìbìtì, a kò sì lè ràn yín lọ́wọ́ níbẹ̀. Ṣé ó dá yín lójú pé ẹ fẹ́ pín in?',
  ...contactKindLists(
    {
      phone: 'nọ́ńbà fóònù',
      messenger: 'orúkọ àkáǹtì ìfiránṣẹ́ tàbí ìkànnì àjọlò',
      payment: 'orúkọ àkáǹtì ohun èlò ìsanwó',
      crypto: 'àdírẹ́sì àpò owó crypto',
    },
    yorubaList,
  ),
};
