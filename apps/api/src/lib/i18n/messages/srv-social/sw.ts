import type { Catalogue } from '../catalogue.ts';
import { contactKindLists, listIn } from './contact-kinds.ts';

export const sw: Catalogue = {
  // Discover: the deck, swipes, filters, likes
  'This page of the deck is no longer valid. Please start over.':
    'Ukurasa huu wa wasifu haufai tena. Tafadhali anza upya.',
  'Please finish setting up your profile to start discovering people.':
    'Tafadhali kamilisha wasifu wako ili uanze kugundua watu.',
  "You're swiping very fast. Please take a short break and try again in a minute.":
    'Unatelezesha kwa kasi sana. Tafadhali pumzika kidogo kisha ujaribu tena baada ya dakika moja.',
  "You're browsing profiles very fast. Please wait a minute and try again.":
    'Unapitia wasifu kwa kasi sana. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'The cultural match filter is part of {{plan}} and above. Upgrade to {{plan}} to filter by cultural match.':
    'Kichujio cha ulinganifu wa kitamaduni kinapatikana kuanzia {{plan}}. Pandisha hadi {{plan}} ili kuchuja kwa ulinganifu wa kitamaduni.',
  'Advanced filters are part of {{plan}}. Upgrade to {{plan}} to filter by age, height, education and more.':
    'Vichujio vya kina vinapatikana katika {{plan}}. Pandisha hadi {{plan}} ili kuchuja kwa umri, urefu, elimu na zaidi.',
  'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.':
    '“Ona waliokupenda” kinapatikana katika Silver, Gold na Platinum. Pandisha hadi Silver ili uone kila aliyekupenda.',
  'This page of the list is no longer valid. Please reload it.':
    'Ukurasa huu wa orodha haufai tena. Tafadhali upakie upya.',
  'This profile is not available any more.': 'Wasifu huu haupatikani tena.',
  'Likes are disabled for demo profiles.': 'Kupenda kumezimwa kwa wasifu wa maonyesho.',
  'Interactions are disabled for demo profiles.': 'Mwingiliano umezimwa kwa wasifu wa maonyesho.',
  'You cannot swipe on your own profile.': 'Huwezi kutelezesha wasifu wako mwenyewe.',
  'You already {{action}} this profile. Use Undo to change your mind.':
    'Tayari umechagua “{{action}}” kwa wasifu huu. Tumia Tendua ili ubadili uamuzi.',
  liked: 'penda',
  'passed on': 'ruka',
  'super liked': 'penda sana',
  "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.":
    'Mmelingana na mtu huyu, kwa hiyo upendo huu hauwezi kurudishwa. Unaweza kuvunja ulinganifu katika Ujumbe › Waliolingana.',

  // Messages and gifts
  'Messaging is only available with real users.': 'Ujumbe unapatikana tu kwa watumiaji halisi.',
  'You cannot message yourself.': 'Huwezi kujitumia ujumbe.',
  'You can only message your matches and friends.': 'Unaweza kutuma ujumbe kwa uliolingana nao na marafiki zako tu.',
  'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.':
    'Kumtumia mtu ujumbe kabla hamjalingana kunapatikana katika Platinum. Pandisha hadi Platinum ili utume ujumbe wa kwanza, au linganeni kwanza.',
  'This member could not be found.': 'Mwanachama huyu hakupatikana.',
  'This member only accepts messages from their matches right now.':
    'Kwa sasa mwanachama huyu anapokea ujumbe kutoka kwa aliolingana nao tu.',
  'This message id was already used for a different message. Please send it again.':
    'Kitambulisho hiki cha ujumbe kimeshatumika kwa ujumbe mwingine. Tafadhali utume tena.',
  "You're sending messages very fast. Please wait a moment and try again.":
    'Unatuma ujumbe kwa kasi sana. Tafadhali subiri kidogo kisha ujaribu tena.',
  'A {{gift}} costs {{needed}} tokens and you have {{balance}}. Nothing was sent.':
    '{{gift}} inagharimu tokeni {{needed}} na una {{balance}}. Hakuna kilichotumwa.',
  Rose: 'Waridi',
  Heart: 'Moyo',
  Diamond: 'Almasi',
  'Choose a Rose, a Heart or a Diamond': 'Chagua Waridi, Moyo au Almasi',
  'A message needs a client id of 8 to 64 characters':
    'Ujumbe unahitaji kitambulisho cha mteja chenye herufi 8 hadi 64',
  'A client id may only use letters, digits, - and _':
    'Kitambulisho cha mteja kinaweza kutumia herufi, tarakimu, - na _ tu',
  'Write a message first': 'Andika ujumbe kwanza',
  'A message must be text': 'Ujumbe lazima uwe maandishi',
  'Keep a message under {{max}} characters': 'Ujumbe usizidi herufi {{max}}',
  'Ask for messages before or after a point, not both':
    'Omba ujumbe wa kabla au baada ya mahali fulani, si yote mawili',
  'Please write a message': 'Tafadhali andika ujumbe',

  // Friends, matches, blocks and reports
  'You cannot block yourself.': 'Huwezi kujizuia mwenyewe.',
  'You are not friends with this member.': 'Wewe si rafiki wa mwanachama huyu.',
  'You are not matched with this member.': 'Hujalingana na mwanachama huyu.',
  'This friend request no longer exists.': 'Ombi hili la urafiki halipo tena.',
  'You can only add real users as friends.': 'Unaweza kuongeza watumiaji halisi tu kama marafiki.',
  'Please finish your profile before adding friends.': 'Tafadhali kamilisha wasifu wako kabla ya kuongeza marafiki.',
  'You cannot send a friend request to yourself.': 'Huwezi kujitumia ombi la urafiki.',
  'Friend request already sent': 'Ombi la urafiki limeshatumwa',
  'You are now friends!': 'Sasa ninyi ni marafiki!',
  'Friend request sent!': 'Ombi la urafiki limetumwa!',
  'Friend request accepted!': 'Ombi la urafiki limekubaliwa!',
  'Friend request declined': 'Ombi la urafiki limekataliwa',
  'You cannot report yourself.': 'Huwezi kujiripoti mwenyewe.',
  'You have sent many reports in a short time. Please try again later.':
    'Umetuma ripoti nyingi kwa muda mfupi. Tafadhali jaribu tena baadaye.',
  'Harassment or hate': 'Unyanyasaji au chuki',
  'Inappropriate photos or words': 'Picha au maneno yasiyofaa',
  'Scam or asking for money': 'Utapeli au kuomba pesa',
  'May be under 18': 'Huenda ana umri chini ya miaka 18',
  'This is not a real member': 'Huyu si mwanachama halisi',
  'Please choose a reason for the report': 'Tafadhali chagua sababu ya ripoti',
  'This is not a real item': 'Kipengee hiki hakipo',
  'This is not a notification': 'Hii si arifa',
  'This list position is no longer valid. Please reload the list.':
    'Nafasi hii kwenye orodha haifai tena. Tafadhali pakia orodha upya.',

  // Newsletter
  'Too many subscriptions from your network. Please try again later.':
    'Usajili mwingi mno kutoka mtandao wako. Tafadhali jaribu tena baadaye.',
  'Thanks for subscribing! Look out for our next cultural digest.':
    'Asante kwa kujisajili! Tarajia jarida letu lijalo la utamaduni.',

  // Discover's contracts: distances, search and filters
  'Less than 2 miles away': 'Chini ya maili 2',
  'Less than 10 miles away': 'Chini ya maili 10',
  'Less than 25 miles away': 'Chini ya maili 25',
  'Less than 50 miles away': 'Chini ya maili 50',
  'Less than 100 miles away': 'Chini ya maili 100',
  'More than 100 miles away': 'Zaidi ya maili 100',
  'This profile id is not valid': 'Kitambulisho hiki cha wasifu si sahihi',
  'Type at least {{min}} characters to search': 'Andika angalau herufi {{min}} ili kutafuta',
  'Search text can be at most 80 characters': 'Maandishi ya utafutaji yasizidi herufi 80',
  'Please choose any, yes or no': 'Tafadhali chagua yoyote, ndiyo au hapana',
  'Choose at most {{max}} {{label}}': 'Chagua {{label}} zisizozidi {{max}}',
  'Each of the {{label}} can be chosen only once': 'Kila kimoja kati ya {{label}} kinaweza kuchaguliwa mara moja tu',
  '{{label}} must be a whole number': '{{label}} lazima iwe namba kamili',
  '{{label}} must be at least {{min}}': '{{label}}: angalau {{min}}',
  '{{label}} can be at most {{max}}': '{{label}}: isizidi {{max}}',
  'Minimum match must be any, {{values}}': 'Ulinganifu wa chini lazima uwe yoyote, au mojawapo ya: {{values}}',
  'Verified only must be on or off': '“Waliothibitishwa tu” lazima kiwashwe au kizimwe',
  'Open to kids must be on or off': '“Tayari kwa watoto” lazima kiwashwe au kizimwe',
  "Minimum age can't be above maximum age": 'Umri wa chini hauwezi kuzidi umri wa juu',
  "Minimum height can't be above maximum height": 'Urefu wa chini hauwezi kuzidi urefu wa juu',
  interests: 'mambo yanayokuvutia',
  'education levels': 'viwango vya elimu',
  'relationship goals': 'malengo ya uhusiano',
  'body types': 'maumbo ya mwili',
  'Minimum age': 'Umri wa chini',
  'Maximum age': 'Umri wa juu',
  'Minimum height': 'Urefu wa chini',
  'Maximum height': 'Urefu wa juu',

  // Daily likes and monthly boosts: whole sentences with their pieces
  "You've used {{used}} for today. {{pronoun}} at 00:00 UTC (in {{until}}). Upgrade to {{plan}} for {{offer}}.":
    'Umetumia {{used}} kwa leo. {{pronoun}} saa 00:00 UTC (baada ya {{until}}). Pandisha hadi {{plan}} upate {{offer}}.',
  'your like': 'upendo wako',
  'your super like': 'upendo wako maalum',
  'your {{count}} likes': 'mapendo yako {{count}}',
  'your {{count}} super likes': 'mapendo yako maalum {{count}}',
  'It resets': 'Unaanza upya',
  'They reset': 'Yanaanza upya',
  'less than a minute': 'chini ya dakika moja',
  '{{h}} h {{m}} min': 'saa {{h}} dakika {{m}}',
  '{{h}} h': 'saa {{h}}',
  '{{m}} min': 'dakika {{m}}',
  'unlimited likes': 'mapendo bila kikomo',
  'unlimited super likes': 'mapendo maalum bila kikomo',
  '{{count}} likes a day': 'mapendo {{count}} kwa siku',
  '{{count}} super likes a day': 'mapendo maalum {{count}} kwa siku',
  'Boosts come with Silver, Gold and Platinum. Upgrade to {{plan}} for {{boosts}}.':
    'Boost zinapatikana katika Silver, Gold na Platinum. Pandisha hadi {{plan}} upate {{boosts}}.',
  "You've used {{used}} for this month. Boosts reset on {{day}} {{month}} at 00:00 UTC. Upgrade to {{plan}} for {{boosts}}.":
    'Umetumia {{used}} kwa mwezi huu. Boost zinaanza upya tarehe {{day}} {{month}} saa 00:00 UTC. Pandisha hadi {{plan}} upate {{boosts}}.',
  'Your boost is running until {{time}} ({{minutes}} min left). You can start another when it ends.':
    'Boost yako inaendelea hadi {{time}} (zimebaki dakika {{minutes}}). Unaweza kuanzisha nyingine itakapoisha.',
  'your boost': 'boost yako',
  'your {{count}} boosts': 'boost zako {{count}}',
  'unlimited boosts': 'boost bila kikomo',
  '1 boost a month': 'boost 1 kwa mwezi',
  '{{count}} boosts a month': 'boost {{count}} kwa mwezi',
  January: 'Januari',
  February: 'Februari',
  March: 'Machi',
  April: 'Aprili',
  May: 'Mei',
  June: 'Juni',
  July: 'Julai',
  August: 'Agosti',
  September: 'Septemba',
  October: 'Oktoba',
  November: 'Novemba',
  December: 'Desemba',

  // Safety: sharing contact or payment details
  'This looks like {{kinds}}. People who ask to move off {{app}} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?':
    'Hii inaonekana kuwa {{kinds}}. Watu wanaokuomba mhamie nje ya {{app}} au uwalipe pesa mara nyingi ni matapeli, na hatuwezi kukusaidia huko. Una uhakika unataka kushiriki hii?',
  ...contactKindLists(
    {
      phone: 'namba ya simu',
      messenger: 'jina la akaunti ya ujumbe au mitandao ya kijamii',
      payment: 'jina la akaunti ya programu ya malipo',
      crypto: 'anwani ya pochi ya kripto',
    },
    listIn('sw'),
  ),
};
