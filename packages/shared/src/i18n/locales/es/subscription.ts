import type { Messages } from '../../catalog.ts';
import type { subscription as en } from '../en/subscription.ts';

export const subscription: Messages<typeof en> = {
  title: 'Suscripción',
  description:
    'Tu plan, lo que cuesta y cuándo se recargan tus créditos. Los pagos pasan por el portal de facturación.',
  loading: 'Cargando tu suscripción…',
  plan: 'Plan',
  price: 'Precio',
  priceValue: '{price} al mes',
  freePrice: 'Gratis',
  periodEndsOn: 'El periodo actual termina el {date}',
  renews: 'Se renueva el {date}',
  monthlyCredits: 'Créditos mensuales',
  monthlyBalance: 'Saldo mensual',
  additionalBalance: 'Saldo adicional',
  nextRefill: 'Próxima recarga',
  card: 'Tarjeta terminada en {last4}',
  freeNote:
    'Estás en Free: {credits} créditos al mes, calidad baja, una marca. Sube de plan para tener más créditos, mejor calidad y tus propios estilos.',
  scheduled: {
    title: 'Cambio de plan programado',
    body: 'De {from} a {to} el {date}. Hasta entonces conservas tu plan actual.',
    cancel: 'Cancelar el cambio programado',
    cancelled: 'Se canceló el cambio programado: sigues en {plan}.',
  },
  cancelling: {
    title: 'Termina el {date}',
    body: 'Conservas {plan} hasta entonces y después pasas a Free. Los cambios de plan están en pausa hasta que mantengas tu suscripción.',
    keep: 'Mantener suscripción',
    kept: 'Tu suscripción sigue: {plan} se renueva el {date}.',
  },
  offer: '{plan} · {credits} créditos',
  actions: {
    upgrade: 'Subir de plan',
    changeVolume: 'Cambiar volumen',
    changePlan: 'Cambiar de plan',
    cancel: 'Cancelar suscripción',
    buyCredits: 'Comprar créditos',
    manageBilling: 'Gestionar facturación',
    pausedHint: 'Mantén tu suscripción para cambiar de plan.',
  },
  cancelDialog: {
    title: '¿Cancelar tu suscripción?',
    body: 'Conservas {plan} y sus créditos hasta el {date}; después pasas a Free con {credits} créditos al mes. Los créditos de los packs se quedan.',
    confirm: 'Cancelar suscripción',
    back: 'Mantener mi plan',
    done: 'Tu suscripción terminará el {date}.',
  },
  change: {
    upgradeTitle: 'Sube de plan',
    changeTitle: 'Cambia de plan',
    volumeTitle: 'Cambia tu volumen Flex',
    description: 'Elige un plan; con Flex eliges tus créditos mensuales.',
    volume: 'Créditos al mes',
    current: 'Plan actual',
    upgradeNote:
      'Empieza ahora: {price} hoy (menos la parte no usada de tu mes actual), y tus créditos mensuales pasan a {credits}.',
    downgradeNote: 'Programado para el {date}: conservas tu plan y tus créditos hasta entonces.',
    newNote: 'Pagarás {price} al mes en el pago.',
    confirmUpgrade: 'Subir ahora',
    confirmDowngrade: 'Programar cambio',
    confirmCheckout: 'Ir al pago',
    close: 'Cerrar',
    upgraded: 'Tu plan cambió: tienes {credits} créditos mensuales listos.',
    scheduledDone: 'El cambio está programado para el {date}.',
  },
  packs: {
    title: 'Comprar créditos',
    description:
      'Los packs de pago único se suman a tu saldo adicional. Se usan después de tus créditos mensuales y no caducan con el mes.',
    buy: 'Comprar',
  },
  checkout: {
    title: 'Pago',
    redirecting: 'Te llevamos al pago…',
    failed: 'No se pudo crear la sesión de pago. Inténtalo de nuevo.',
    retry: 'Reintentar',
    back: 'Volver a la aplicación',
  },
  upgrade: {
    unlocksWith: 'Se desbloquea con {plan}',
    seePlans: 'Ver planes',
    quality: {
      title: 'Una calidad mejor necesita {plan}',
      body: 'La calidad {quality} forma parte de {plan}. Sube de plan para crear imágenes más nítidas y detalladas.',
    },
    qualities: { low: 'Baja', medium: 'Media', high: 'Alta', auto: 'Auto' },
  },
};
