import type { Catalogue } from '../catalogue.ts';

export const pt: Catalogue = {
  // Profile: onboarding, edits, contact details
  'You must be at least {{age}} years old to use this app.':
    'Você precisa ter pelo menos {{age}} anos para usar este app.',
  'Please check your birth date: it is more than 120 years ago.':
    'Confira sua data de nascimento: ela é de mais de 120 anos atrás.',
  'Your profile could not be found. Please sign in again.': 'Não encontramos seu perfil. Entre de novo.',
  'We could not find that city. Please search for it again.': 'Não encontramos essa cidade. Pesquise de novo.',
  'Your saved contact details could not be read. Please enter them again and save to replace them.':
    'Não conseguimos ler seus dados de contato salvos. Informe-os de novo e salve para substituí-los.',
  'Please choose your {{label}}': 'Escolha {{label}}',
  gender: 'seu gênero',
  orientation: 'sua orientação',
  'body type': 'seu tipo físico',
  education: 'sua escolaridade',
  preference: 'quem você quer conhecer',
  'relationship goal': 'o tipo de relacionamento que você procura',
  'personality type': 'seu tipo de personalidade',
  'Your name needs at least {{min}} characters': 'Seu nome precisa ter pelo menos {{min}} caracteres',
  'Please enter your occupation': 'Informe sua profissão',
  'Please enter your birth date': 'Informe sua data de nascimento',
  'An interest cannot be blank': 'Um interesse não pode ficar em branco',
  'You can list at most {{max}} interests': 'Você pode listar no máximo {{max}} interesses',
  'Each interest can be listed only once': 'Cada interesse só pode aparecer uma vez',
  'A language cannot be blank': 'Um idioma não pode ficar em branco',
  'You can list at most {{max}} languages': 'Você pode listar no máximo {{max}} idiomas',
  'Each language can be listed only once': 'Cada idioma só pode aparecer uma vez',
  'Please tell us a little more about your hobbies (at least {{min}} characters)':
    'Conte um pouco mais sobre seus hobbies (pelo menos {{min}} caracteres)',
  'Please add at least one photo': 'Adicione pelo menos uma foto',
  'You can add at most {{max}} photos': 'Você pode adicionar no máximo {{max}} fotos',
  'Please choose one of your photos': 'Escolha uma das suas fotos',
  'Type at least 2 letters of your city': 'Digite pelo menos 2 letras da sua cidade',
  '{{label}} needs at least one digit': '{{label}}: é preciso ter pelo menos um número',
  '{{label}}: Phone numbers may contain only digits, spaces, +, -, ( and )':
    '{{label}}: o número de telefone só pode ter algarismos, espaços e os sinais +, -, ( e )',
  'Phone numbers may contain only digits, spaces, +, -, ( and )':
    'O número de telefone só pode ter algarismos, espaços e os sinais +, -, ( e )',
  'Please enter your password to confirm': 'Digite sua senha para confirmar',
  Name: 'Nome',
  Occupation: 'Profissão',
  'An interest': 'Um interesse',
  'A language': 'Um idioma',
  Heritage: 'Origem',
  'About me': 'Sobre mim',
  Hobbies: 'Hobbies',
  Phone: 'Telefone',
  'Emergency contact name': 'Nome do contato de emergência',
  'Emergency contact phone': 'Telefone do contato de emergência',

  // Plans and payments
  'You have no active plan to cancel.': 'Você não tem nenhum plano ativo para cancelar.',
  'We could not reach the payment service. Your plan is unchanged; please try again.':
    'Não conseguimos falar com o serviço de pagamento. Seu plano continua o mesmo; tente de novo.',
  'We could not reach the payment service. Nothing was charged; please try again.':
    'Não conseguimos falar com o serviço de pagamento. Nada foi cobrado; tente de novo.',
  'The test checkout is off: this server takes real payments.':
    'O pagamento de teste está desativado: este servidor recebe pagamentos reais.',
  'This checkout does not exist or is not yours.': 'Este pagamento não existe ou não é seu.',
  'This checkout is already {{status}}.': 'Este pagamento já foi {{status}}.',
  paid: 'pago',
  canceled: 'cancelado',
  failed: 'recusado',
  refunded: 'reembolsado',
  'You already have the {{plan}} plan. You can choose another plan when it ends.':
    'Você já tem o plano {{plan}}. Quando ele terminar, você pode escolher outro.',
  'You have started many checkouts in a short time. Please try again later.':
    'Você iniciou muitos pagamentos em pouco tempo. Tente de novo mais tarde.',
  'Choose Silver, Gold or Platinum': 'Escolha Silver, Gold ou Platinum',
  'Choose one of the token packs': 'Escolha um dos pacotes de tokens',
  "Say what to buy: { kind: 'plan', planId } or { kind: 'tokens', packId }":
    "Diga o que comprar: { kind: 'plan', planId } ou { kind: 'tokens', packId }",

  // Support requests
  'You have sent several requests in the last hour. We will answer those first; please try again later.':
    'Você enviou várias solicitações na última hora. Vamos responder a essas primeiro; tente de novo mais tarde.',
  'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.':
    'Obrigado, sua mensagem chegou à nossa equipe. Como membro Platinum, você tem prioridade no atendimento; respondemos por e-mail.',
  'Thanks, your message is with our team. We reply by e-mail.':
    'Obrigado, sua mensagem chegou à nossa equipe. Respondemos por e-mail.',
  'Please choose what your message is about': 'Escolha o assunto da sua mensagem',
  'Please write your message': 'Escreva sua mensagem',
  'Please tell us a little more (at least {{min}} characters)': 'Conte um pouco mais (pelo menos {{min}} caracteres)',
  Message: 'Mensagem',

  // Calls
  'You have started many calls. Please wait a while and try again.':
    'Você iniciou muitas chamadas. Espere um pouco e tente de novo.',
  'They are on another call. Try again in a little while.':
    'Essa pessoa está em outra chamada. Tente de novo daqui a pouco.',
  'You are already in a call.': 'Você já está em uma chamada.',
  'You can only call people you can message.': 'Você só pode ligar para quem pode receber mensagens suas.',
  'Calls are only available with real users.': 'As chamadas só estão disponíveis com pessoas reais.',
  'You cannot call yourself.': 'Você não pode ligar para si mesmo.',
  'This call has ended.': 'Esta chamada terminou.',

  // Moderation: decisions, appeals, the moderators' console
  'This page has expired. Please sign in again to appeal.': 'Esta página expirou. Entre de novo para recorrer.',
  'This copy is not kept any more.': 'Esta cópia não está mais guardada.',
  'This member could not be found.': 'Não encontramos este membro.',
  'You cannot act on your own account.': 'Você não pode agir sobre a sua própria conta.',
  'An administrator’s account cannot be moderated here.': 'A conta de um administrador não pode ser moderada aqui.',
  'One of these reports is not open any more: another moderator may have decided it. Reload the case.':
    'Uma destas denúncias não está mais aberta: talvez outro moderador já tenha decidido. Recarregue o caso.',
  'One of these signals is not open any more: another moderator may have decided it. Reload the case.':
    'Um destes alertas não está mais aberto: talvez outro moderador já tenha decidido. Recarregue o caso.',
  'This content is not there any more.': 'Este conteúdo não existe mais.',
  'This appeal could not be found or was already decided.': 'Não encontramos este recurso, ou ele já foi decidido.',
  'Another moderator must decide this appeal: you took the decision it is about.':
    'Outro moderador precisa decidir este recurso: foi você quem tomou a decisão contestada.',
  'You have already appealed this decision.': 'Você já recorreu desta decisão.',
  'This decision could not be found.': 'Não encontramos esta decisão.',
  'This decision cannot be appealed.': 'Não é possível recorrer desta decisão.',
  'This stream is not live.': 'Esta live não está no ar.',
  'Please verify your face again before you continue: our moderators asked for it.':
    'Verifique seu rosto de novo antes de continuar: nossos moderadores pediram isso.',
  'This message was removed by moderators.': 'Esta mensagem foi removida pelos moderadores.',
  'Only moderators can open this page.': 'Só moderadores podem abrir esta página.',
  'This list position is no longer valid. Please reload the list.':
    'Esta posição na lista não vale mais. Recarregue a lista.',
  '{{count}} members reported this profile as fake. Please verify your face to show it is you.':
    '{{count}} membros denunciaram este perfil como falso. Verifique seu rosto para mostrar que é você mesmo.',
  'Your account has been banned by our moderators.': 'Sua conta foi banida pelos nossos moderadores.',
  'Your account is suspended by our moderators for now.':
    'Sua conta está suspensa pelos nossos moderadores por enquanto.',
  'A profile report has no single piece of content to remove; warn, suspend or ban instead.':
    'A denúncia de um perfil não aponta um conteúdo específico para remover; em vez disso, advirta, suspenda ou bana.',
  'A live stream is ended, not removed: use “End stream”.':
    'Uma live é encerrada, não removida: use “Encerrar a live dessa pessoa”.',
  'Please write the reason the member will read': 'Escreva o motivo que o membro vai ler',
  'Please choose for how many days': 'Escolha por quantos dias',
  'Please choose the content to remove': 'Escolha o conteúdo a remover',
  'Please say why the decision should change': 'Diga por que a decisão deveria mudar',
  Reason: 'Motivo',
  Appeal: 'Recurso',

  // Web push subscriptions
  'This is not a push service address': 'Este não é o endereço de um serviço de notificações push',
  'A push service must be reached over https': 'Um serviço de notificações push precisa ser acessado por https',
};
