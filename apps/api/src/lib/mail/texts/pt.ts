import { mailMoment, type MailTexts } from './mail-words.ts';

/** Brazilian Portuguese. */
export const pt: MailTexts = {
  signUpCode: {
    subject: (code, app) => `${code} é seu código do ${app}`,
    heading: 'Seu código',
    welcome: (app) => `Boas-vindas ao ${app}!`,
    intro: 'Seu código para terminar de criar a conta é:',
    enterIt: 'Digite-o na página de cadastro. Ele vale por 15 minutos.',
    ignore: 'Se você não se cadastrou, pode ignorar esta mensagem: nenhuma conta é criada sem o código.',
  },
  signUpAttempt: {
    subject: (app) => `Alguém tentou se cadastrar no ${app} com seu endereço`,
    heading: 'Alguém tentou se cadastrar com seu endereço',
    tried: (app) => `Alguém acabou de tentar criar uma conta no ${app} com este e-mail, que já tem uma.`,
    ifYou: 'Se foi você, é só entrar na sua conta.',
    signIn: 'Entrar',
    forgot: (url) => `Esqueceu a senha? Redefina aqui: ${url}`,
    ifNotYou: 'Se não foi você, não precisa fazer nada: nenhuma conta foi criada e sua senha não mudou.',
  },
  confirmEmail: {
    subject: (app) => `Confirme seu e-mail no ${app}`,
    heading: 'Confirme seu e-mail',
    welcome: (app) => `Boas-vindas ao ${app}!`,
    open: 'Confirme seu e-mail abrindo este link:',
    button: 'Confirmar meu e-mail',
    note: 'O link vale uma vez, por 48 horas. Se você não criou uma conta, pode ignorar esta mensagem.',
  },
  resetPassword: {
    subject: (app) => `Redefina sua senha do ${app}`,
    heading: 'Redefina sua senha',
    asked: (app) => `Alguém pediu para redefinir a senha da sua conta no ${app}.`,
    open: 'Para escolher uma nova senha, abra este link:',
    button: 'Escolher uma nova senha',
    note: 'O link vale uma vez, por uma hora. Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
  },
  passwordChanged: {
    subject: (app) => `A senha da sua conta no ${app} foi alterada`,
    heading: 'Sua senha foi alterada',
    changed: (app, how, when) =>
      how === 'settings'
        ? `A senha da sua conta no ${app} foi alterada nas configurações da conta em ${mailMoment('pt', when)}. Todos os seus outros dispositivos foram desconectados.`
        : `A senha da sua conta no ${app} foi alterada com um link de redefinição enviado a este endereço em ${mailMoment('pt', when)}. Todos os dispositivos foram desconectados.`,
    ifYou: 'Se foi você, não precisa fazer nada.',
    ifNotYou:
      'Se não foi você, proteja sua conta agora: peça um link de redefinição, que só esta caixa de entrada recebe, e escolha uma nova senha. Isso desconecta todos os dispositivos.',
    button: 'Proteger minha conta',
  },
};
