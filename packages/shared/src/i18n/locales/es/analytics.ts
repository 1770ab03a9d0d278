import type { Messages } from '../../catalog.ts';
import type { analytics as en } from '../en/analytics.ts';

export const analytics: Messages<typeof en> = {
  title: 'Visitantes y conversiones',
  subtitle:
    'Contados por nuestro propio servidor: sin terceros, sin cookies para los visitantes que no han iniciado sesión y respetando Do Not Track. Los días son días UTC.',
  range: { label: 'Periodo', days: '{days} días' },
  metrics: {
    visitors: 'Visitantes',
    pageViews: 'Páginas vistas',
    signUps: 'Registros',
    firstCreatives: 'Primeras creatividades',
    paid: 'De pago',
  },
  visitorsNote:
    'Los visitantes se cuentan por día (la huella de un visitante cambia cada día), así que un periodo suma los visitantes de cada día. No se cuentan el inicio de sesión, las páginas de inicio ni los visitantes con Do Not Track.',
  conversion: {
    title: 'Conversión',
    visitorToSignUp: 'Visitantes → registro',
    signUpToFirstCreative: 'Registros → primera creatividad',
    signUpToPaid: 'Registros → de pago',
    ofVisitors: '{part} registros de {whole} visitantes',
    ofSignUps: '{part} de {whole} registros',
    note: 'De las personas que se registraron en este periodo, cuántas han creado desde entonces su primera creatividad o contratado un plan de pago.',
  },
  byDay: {
    title: 'Por día',
    show: 'Gráfico',
    day: 'Día',
    chartLabel: '{metric} por día del {from} al {to}; la tabla recoge cada día.',
    caption:
      'Visitantes, páginas vistas, registros, primeras creatividades y planes de pago por día, del más reciente al más antiguo',
  },
  byLanguage: {
    title: 'Por idioma',
    language: 'Idioma',
    caption: 'Visitantes, páginas vistas, registros, primeras creatividades y planes de pago por idioma',
  },
  pages: { title: 'Páginas más vistas', page: 'Página', empty: 'No hay páginas vistas en este periodo.' },
  referrers: {
    title: 'De dónde vienen los visitantes',
    site: 'Sitio',
    empty: 'No hay visitas desde otros sitios en este periodo.',
  },
  empty: 'Todavía no se ha contado nada en este periodo: ni páginas vistas, ni registros, ni pagos.',
  loadFailed: 'No se han podido cargar las estadísticas.',
  retry: 'Reintentar',
};
