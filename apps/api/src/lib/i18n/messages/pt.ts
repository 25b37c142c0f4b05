import type { Catalogue } from './catalogue.ts';

/** Brazilian Portuguese. */
export const pt: Catalogue = {
  // The app and its error handler
  'The address is too long.': 'O endereço é longo demais.',
  'The address is not a valid URL.': 'O endereço não é uma URL válida.',
  'We are having trouble connecting right now. Please try again in a few seconds.':
    'Estamos com dificuldade de conexão agora. Tente de novo em alguns segundos.',
  'Unknown field: {{fields}}': 'Campo desconhecido: {{fields}}',
  'Something went wrong on our side. Please try again.': 'Algo deu errado do nosso lado. Tente de novo.',
  'The request body is not valid JSON.': 'O corpo da requisição não é um JSON válido.',
  'The request body is empty; send a JSON object.': 'O corpo da requisição está vazio; envie um objeto JSON.',
  'The request body is too large.': 'O corpo da requisição é grande demais.',
  'Send the request body as application/json.': 'Envie o corpo da requisição como application/json.',
  'The request could not be processed.': 'Não foi possível processar a requisição.',
  'No such endpoint: {{method}} {{path}}': 'Endpoint inexistente: {{method}} {{path}}',
  'Please sign in to continue.': 'Entre na sua conta para continuar.',
  'Invalid request': 'Requisição inválida',
  'Invalid value': 'Valor inválido',

  // Accounts: sign-up, sign-in, passwords, e-mail links
  'Your password has been changed. Other devices have been signed out.':
    'Sua senha foi alterada. Seus outros dispositivos foram desconectados.',
  'Your password has been reset. Please sign in with your new password.':
    'Sua senha foi redefinida. Entre com a nova senha.',
  'Thank you! Your e-mail address is confirmed.': 'Obrigado! Seu e-mail está confirmado.',
  'We have sent you a new confirmation link.': 'Enviamos um novo link de confirmação para você.',
  'Your session has expired. Please sign in again.': 'Sua sessão expirou. Entre de novo.',
  'Your session has ended. Please sign in again.': 'Sua sessão terminou. Entre de novo.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Tentativas demais. Espere alguns minutos e tente de novo.',
  'Too many attempts. Please try again later.': 'Tentativas demais. Tente de novo mais tarde.',
  'No user logged in': 'Nenhum usuário conectado',
  'Your current password is not correct.': 'Sua senha atual não está correta.',
  'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.':
    'Use um e-mail que você vai manter. Endereços de caixas de entrada temporárias não servem para o cadastro, porque precisamos falar com você sobre sua conta e sua segurança.',
  'Please use an e-mail address you will keep, not a temporary inbox.':
    'Use um e-mail que você vai manter, não uma caixa de entrada temporária.',
  "If an account exists for that address, we've sent a link to reset its password. The link works once, for one hour.":
    'Se existir uma conta com esse endereço, enviamos um link para redefinir a senha. O link vale uma vez, por uma hora.',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'Este link de redefinição é inválido ou expirou. Peça um novo.',
  'This confirmation link is invalid, expired or already used.':
    'Este link de confirmação é inválido, expirou ou já foi usado.',
  'Too many reset requests from your network. Please try again later.':
    'Pedidos de redefinição demais vindos da sua rede. Tente de novo mais tarde.',
  'We have sent several links already. Please check your inbox and spam folder, or try again later.':
    'Já enviamos vários links. Confira sua caixa de entrada e a pasta de spam, ou tente de novo mais tarde.',
  'Your e-mail address is already confirmed.': 'Seu e-mail já está confirmado.',
  'Please choose a stronger password: {{reasons}}.': 'Escolha uma senha mais forte: {{reasons}}.',
  'use at least {{count}} characters': 'use pelo menos {{count}} caracteres',
  'use at most {{count}} characters': 'use no máximo {{count}} caracteres',
  'avoid a commonly used password': 'evite senhas muito usadas',
  'do not include your e-mail address': 'não inclua seu e-mail',
  'avoid repeating the same characters': 'evite repetir os mesmos caracteres',
  'make it harder to guess, for example with a few unrelated words':
    'deixe-a mais difícil de adivinhar, por exemplo com algumas palavras sem relação entre si',
  'Invalid email or password.': 'E-mail ou senha inválidos.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Tentativas de entrar demais. Espere alguns minutos e tente de novo.',
  'That code is not right or has expired. Check the latest e-mail from us, or ask for a new code.':
    'Esse código não está certo ou expirou. Confira nosso último e-mail ou peça um novo código.',
  'Too many sign-up attempts. Please try again later.': 'Tentativas de cadastro demais. Tente de novo mais tarde.',
  'Too many wrong codes. Please sign up again to get a new code.':
    'Códigos errados demais. Faça o cadastro de novo para receber um novo código.',

  // The shared contracts' field checks
  'Please enter your {{field}}': 'Informe seu/sua {{field}}',
  '{{label}} must be text': '{{label}}: precisa ser texto',
  '{{label}} can be at most {{max}} characters': '{{label}}: no máximo {{max}} caracteres',
  '{{label}} contains an invisible control character (U+0000). Please remove it and try again.':
    '{{label}} contém um caractere de controle invisível (U+0000). Remova-o e tente de novo.',
  Location: 'Localização',
  location: 'localização',
  Bio: 'Bio',
  bio: 'bio',
  'Please enter a password': 'Digite uma senha',
  'Passwords can be at most {{max}} characters': 'A senha pode ter no máximo {{max}} caracteres',
  'Please enter your location': 'Informe onde você mora',
  'Please accept the Terms of Service': 'Aceite os Termos de Serviço',
  'Nothing to update': 'Nada para atualizar',
  'This reset link is incomplete': 'Este link de redefinição está incompleto',
  'This confirmation link is incomplete': 'Este link de confirmação está incompleto',
  'Please enter a valid email address': 'Digite um e-mail válido',
  'Please enter the {{count}}-digit code from the email': 'Digite o código de {{count}} dígitos do e-mail',
  'Please choose kilometers or miles': 'Escolha quilômetros ou milhas',
  'Please choose one of the languages offered': 'Escolha um dos idiomas oferecidos',
};
