// What a visitor reads on the sales dialog and the live-chat panel, in each language: the labels
// the e2e tests find their fields and buttons by (each test adds the answers it expects).

export const formLabels = {
  en: {
    sales: {
      open: 'Contact sales',
      name: 'Full name',
      email: 'Work email',
      phone: 'Phone number',
      submit: 'Request a call back',
    },
    chat: {
      open: 'Open live chat',
      name: 'Your name',
      email: 'Your email, so we can reply',
      message: 'Your message',
      send: 'Send',
    },
  },
  es: {
    sales: {
      open: 'Hablar con ventas',
      name: 'Nombre completo',
      email: 'Correo de trabajo',
      phone: 'Teléfono',
      submit: 'Solicitar una llamada',
    },
    chat: {
      open: 'Abrir el chat',
      name: 'Tu nombre',
      email: 'Tu correo, para poder responderte',
      message: 'Tu mensaje',
      send: 'Enviar',
    },
  },
} as const;
