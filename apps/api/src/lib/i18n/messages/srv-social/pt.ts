import type { Catalogue } from '../catalogue.ts';
import { contactKindLists, listIn } from './contact-kinds.ts';

export const pt: Catalogue = {
  // Discover: the deck, swipes, filters, likes
  'This page of the deck is no longer valid. Please start over.':
    'Esta página de perfis não vale mais. Comece de novo, por favor.',
  'Please finish setting up your profile to start discovering people.':
    'Termine de montar seu perfil para começar a descobrir pessoas.',
  "You're swiping very fast. Please take a short break and try again in a minute.":
    'Você está deslizando rápido demais. Faça uma pausa e tente de novo daqui a um minuto.',
  "You're browsing profiles very fast. Please wait a minute and try again.":
    'Você está vendo perfis rápido demais. Espere um minuto e tente de novo.',
  'The cultural match filter is part of {{plan}} and above. Upgrade to {{plan}} to filter by cultural match.':
    'O filtro de afinidade cultural faz parte do {{plan}} em diante. Assine o {{plan}} para filtrar por afinidade cultural.',
  'Advanced filters are part of {{plan}}. Upgrade to {{plan}} to filter by age, height, education and more.':
    'Os filtros avançados fazem parte do {{plan}}. Assine o {{plan}} para filtrar por idade, altura, escolaridade e muito mais.',
  'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.':
    '“Quem curtiu você” faz parte do Silver, Gold e Platinum. Assine o Silver para ver todo mundo que curtiu você.',
  'This page of the list is no longer valid. Please reload it.':
    'Esta página da lista não vale mais. Recarregue, por favor.',
  'This profile is not available any more.': 'Este perfil não está mais disponível.',
  'Likes are disabled for demo profiles.': 'Curtidas estão desativadas para perfis de demonstração.',
  'Interactions are disabled for demo profiles.': 'Interações estão desativadas para perfis de demonstração.',
  'You cannot swipe on your own profile.': 'Você não pode deslizar no seu próprio perfil.',
  'You already {{action}} this profile. Use Undo to change your mind.':
    'Você já {{action}} este perfil. Use Desfazer para mudar de ideia.',
  liked: 'curtiu',
  'passed on': 'pulou',
  'super liked': 'deu super like em',
  "You matched with this person, so this like can't be taken back. You can unmatch them in Messages › Matches.":
    'Vocês deram match, então esta curtida não pode ser desfeita. Você pode desfazer o match em Mensagens › Matches.',

  // Messages and gifts
  'Messaging is only available with real users.': 'As mensagens só estão disponíveis com membros reais.',
  'You cannot message yourself.': 'Você não pode mandar mensagem para si mesmo.',
  'You can only message your matches and friends.': 'Você só pode mandar mensagem para seus matches e amigos.',
  'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.':
    'Mandar mensagem antes do match faz parte do Platinum. Assine o Platinum para enviar a primeira mensagem, ou dê match primeiro.',
  'This member could not be found.': 'Não encontramos este membro.',
  'This member only accepts messages from their matches right now.':
    'No momento, este membro só aceita mensagens dos próprios matches.',
  'This message id was already used for a different message. Please send it again.':
    'Este id de mensagem já foi usado em outra mensagem. Envie de novo, por favor.',
  "You're sending messages very fast. Please wait a moment and try again.":
    'Você está enviando mensagens rápido demais. Espere um pouco e tente de novo.',
  'A {{gift}} costs {{needed}} tokens and you have {{balance}}. Nothing was sent.':
    '{{gift}} custa {{needed}} tokens e você tem {{balance}}. Nada foi enviado.',
  Rose: 'Rosa',
  Heart: 'Coração',
  Diamond: 'Diamante',
  'Choose a Rose, a Heart or a Diamond': 'Escolha uma Rosa, um Coração ou um Diamante',
  'A message needs a client id of 8 to 64 characters': 'A mensagem precisa de um id de cliente com 8 a 64 caracteres',
  'A client id may only use letters, digits, - and _': 'O id de cliente só pode ter letras, números, - e _',
  'Write a message first': 'Escreva uma mensagem primeiro',
  'A message must be text': 'A mensagem precisa ser texto',
  'Keep a message under {{max}} characters': 'A mensagem precisa ter menos de {{max}} caracteres',
  'Ask for messages before or after a point, not both': 'Peça mensagens antes ou depois de um ponto, não os dois',
  'Please write a message': 'Escreva uma mensagem',

  // Friends, matches, blocks and reports
  'You cannot block yourself.': 'Você não pode bloquear a si mesmo.',
  'You are not friends with this member.': 'Você não é amigo deste membro.',
  'You are not matched with this member.': 'Você não tem match com este membro.',
  'This friend request no longer exists.': 'Este pedido de amizade não existe mais.',
  'You can only add real users as friends.': 'Você só pode adicionar membros reais como amigos.',
  'Please finish your profile before adding friends.': 'Termine seu perfil antes de adicionar amigos.',
  'You cannot send a friend request to yourself.': 'Você não pode enviar um pedido de amizade para si mesmo.',
  'Friend request already sent': 'Pedido de amizade já enviado',
  'You are now friends!': 'Agora vocês são amigos!',
  'Friend request sent!': 'Pedido de amizade enviado!',
  'Friend request accepted!': 'Pedido de amizade aceito!',
  'Friend request declined': 'Pedido de amizade recusado',
  'You cannot report yourself.': 'Você não pode denunciar a si mesmo.',
  'You have sent many reports in a short time. Please try again later.':
    'Você enviou muitas denúncias em pouco tempo. Tente de novo mais tarde.',
  'Harassment or hate': 'Assédio ou ódio',
  'Inappropriate photos or words': 'Fotos ou palavras impróprias',
  'Scam or asking for money': 'Golpe ou pedido de dinheiro',
  'May be under 18': 'Pode ser menor de 18 anos',
  'This is not a real member': 'Este não é um membro real',
  'Please choose a reason for the report': 'Escolha um motivo para a denúncia',
  'This is not a real item': 'Este item não existe',
  'This is not a notification': 'Isto não é uma notificação',
  'This list position is no longer valid. Please reload the list.':
    'Esta posição da lista não vale mais. Recarregue a lista, por favor.',

  // Newsletter
  'Too many subscriptions from your network. Please try again later.':
    'Muitas inscrições vindas da sua rede. Tente de novo mais tarde.',
  'Thanks for subscribing! Look out for our next cultural digest.':
    'Obrigado por se inscrever! Fique de olho no nosso próximo boletim cultural.',

  // Discover's contracts: distances, search and filters
  'Less than 2 miles away': 'A menos de 2 milhas',
  'Less than 10 miles away': 'A menos de 10 milhas',
  'Less than 25 miles away': 'A menos de 25 milhas',
  'Less than 50 miles away': 'A menos de 50 milhas',
  'Less than 100 miles away': 'A menos de 100 milhas',
  'More than 100 miles away': 'A mais de 100 milhas',
  'This profile id is not valid': 'Este id de perfil não é válido',
  'Type at least {{min}} characters to search': 'Digite pelo menos {{min}} caracteres para buscar',
  'Search text can be at most 80 characters': 'A busca pode ter no máximo 80 caracteres',
  'Please choose any, yes or no': 'Escolha tanto faz, sim ou não',
  'Choose at most {{max}} {{label}}': 'Escolha no máximo {{max}} {{label}}',
  'Each of the {{label}} can be chosen only once': 'Cada item ({{label}}) só pode ser escolhido uma vez',
  '{{label}} must be a whole number': '{{label}} precisa ser um número inteiro',
  '{{label}} must be at least {{min}}': '{{label}}: no mínimo {{min}}',
  '{{label}} can be at most {{max}}': '{{label}}: no máximo {{max}}',
  'Minimum match must be any, {{values}}': 'A afinidade mínima precisa ser tanto faz ou um destes valores: {{values}}',
  'Verified only must be on or off': '“Só verificados” precisa estar ligado ou desligado',
  'Open to kids must be on or off': '“Aberto a filhos” precisa estar ligado ou desligado',
  "Minimum age can't be above maximum age": 'A idade mínima não pode passar da idade máxima',
  "Minimum height can't be above maximum height": 'A altura mínima não pode passar da altura máxima',
  interests: 'interesses',
  'education levels': 'níveis de escolaridade',
  'relationship goals': 'objetivos de relacionamento',
  'body types': 'tipos de corpo',
  'Minimum age': 'Idade mínima',
  'Maximum age': 'Idade máxima',
  'Minimum height': 'Altura mínima',
  'Maximum height': 'Altura máxima',

  // Daily likes and monthly boosts: whole sentences with their pieces
  "You've used {{used}} for today. {{pronoun}} at 00:00 UTC (in {{until}}). Upgrade to {{plan}} for {{offer}}.":
    'Você já usou {{used}} de hoje. {{pronoun}} às 00:00 UTC (daqui a {{until}}). Assine o {{plan}} para ter {{offer}}.',
  'your like': 'sua curtida',
  'your super like': 'seu super like',
  'your {{count}} likes': 'suas {{count}} curtidas',
  'your {{count}} super likes': 'seus {{count}} super likes',
  'It resets': 'A contagem recomeça',
  'They reset': 'A contagem recomeça',
  'less than a minute': 'menos de um minuto',
  '{{h}} h {{m}} min': '{{h}} h {{m}} min',
  '{{h}} h': '{{h}} h',
  '{{m}} min': '{{m}} min',
  'unlimited likes': 'curtidas ilimitadas',
  'unlimited super likes': 'super likes ilimitados',
  '{{count}} likes a day': '{{count}} curtidas por dia',
  '{{count}} super likes a day': '{{count}} super likes por dia',
  'Boosts come with Silver, Gold and Platinum. Upgrade to {{plan}} for {{boosts}}.':
    'Os boosts vêm com Silver, Gold e Platinum. Assine o {{plan}} para ter {{boosts}}.',
  "You've used {{used}} for this month. Boosts reset on {{day}} {{month}} at 00:00 UTC. Upgrade to {{plan}} for {{boosts}}.":
    'Você já usou {{used}} deste mês. Os boosts se renovam em {{day}} de {{month}} às 00:00 UTC. Assine o {{plan}} para ter {{boosts}}.',
  'Your boost is running until {{time}} ({{minutes}} min left). You can start another when it ends.':
    'Seu boost está ativo até {{time}} (faltam {{minutes}} min). Você pode começar outro quando ele terminar.',
  'your boost': 'seu boost',
  'your {{count}} boosts': 'seus {{count}} boosts',
  'unlimited boosts': 'boosts ilimitados',
  '1 boost a month': '1 boost por mês',
  '{{count}} boosts a month': '{{count}} boosts por mês',
  January: 'janeiro',
  February: 'fevereiro',
  March: 'março',
  April: 'abril',
  May: 'maio',
  June: 'junho',
  July: 'julho',
  August: 'agosto',
  September: 'setembro',
  October: 'outubro',
  November: 'novembro',
  December: 'dezembro',

  // Safety: sharing contact or payment details
  'This looks like {{kinds}}. People who ask to move off {{app}} or to be paid are often scammers, and we cannot help you there. Are you sure you want to share it?':
    'Isto parece {{kinds}}. Quem pede para você sair do {{app}} ou para pagar costuma ser golpista, e fora daqui não temos como ajudar. Quer mesmo compartilhar?',
  ...contactKindLists(
    {
      phone: 'um número de telefone',
      messenger: 'um perfil de mensagens ou rede social',
      payment: 'um perfil de app de pagamento',
      crypto: 'um endereço de carteira cripto',
    },
    listIn('pt-BR'),
  ),
};
