import { describe, expect, it } from 'vitest';
import { parseBrief } from '../copy/parse-brief.ts';
import { sampleBrand } from '../testing.ts';
import { findSubject, subjectIn } from './find-subject.ts';
import { illustration } from './illustration.ts';
import { subjectIndex } from './subject-index.ts';

/** Real-world one-line briefs in the four languages and the subject their ad should show. */
const briefs: [string, string][] = [
  ['Summer sale 30% off running shoes, bold', 'shoe'],
  ['Sommerschlussverkauf: 30 % Rabatt auf Laufschuhe', 'shoe'],
  ["Soldes d'été : -30 % sur les chaussures de course", 'shoe'],
  ['Rebajas de verano: 30 % en zapatillas', 'shoe'],
  ['Make an Instagram ad for our new single-origin espresso beans', 'coffee'],
  ['Neuer Kaffee aus Äthiopien, frisch geröstet', 'coffee'],
  // "Winter" is only the first word of the compound: the roast is what the rest names.
  ['Neue Winterröstung: Espresso mit Zimt, jetzt 20 % günstiger', 'coffee'],
  ['Pizzaabend am Freitag', 'pizza'],
  ['Notre nouveau café de spécialité torréfié à Lyon', 'coffee'],
  ['Café recién tostado, pide ya', 'coffee'],
  ['Pizza night every Friday, 2 for 1', 'pizza'],
  ['Die beste Pizza der Stadt', 'pizza'],
  ['Black Friday: up to 50% off all dresses', 'dress'],
  ['Neue Sommerkleider eingetroffen', 'dress'],
  ["Nouvelle collection de robes d'été", 'dress'],
  ['Nuevos vestidos de fiesta', 'dress'],
  ['Download our fitness app, first month free', 'phone'],
  ['Lade unsere Fitness-App herunter', 'phone'],
  ['Téléchargez notre application de méditation', 'phone'],
  ['Descarga nuestra app de recetas', 'phone'],
  ['Grand opening of our bakery on Saturday', 'bread'],
  ['Eröffnung unserer Bäckerei am Samstag', 'bread'],
  ['Ouverture de notre boulangerie samedi', 'bread'],
  ['Inauguración de nuestra panadería el sábado', 'bread'],
  ['Unsere Buchhaltungssoftware für kleine Unternehmen', 'laptop'],
  ['Logiciel de facturation pour les indépendants', 'laptop'],
  ['Software de gestión para restaurantes', 'laptop'],
  ['Dog grooming 20% off this week', 'dog'],
  ['Hundefutter im Angebot', 'dog'],
  ['Comida para perros, envío gratis', 'dog'],
  ['Katzenfutter im Abo', 'cat'],
  ['Dentist in Berlin, book your check-up', 'tooth'],
  ['Ihr Zahnarzt in Hamburg', 'tooth'],
  ['Halloween party this Saturday', 'halloween'],
  ['Frohe Weihnachten von unserem Team', 'christmas'],
  ['Joyeuses Pâques ! -20 % sur les chocolats', 'easter'],
  ['Feliz Navidad, regalos para todos', 'christmas'],
  ['Real estate: new apartments in Madrid', 'house'],
  ['Neue Wohnungen in Leipzig zu verkaufen', 'house'],
  ['Appartements neufs à Bordeaux', 'house'],
  ['Pisos nuevos en Valencia', 'house'],
  ['Yoga retreat in Bali', 'yoga'],
  ['Yogakurs für Anfänger', 'yoga'],
  ['Cours de yoga en plein air', 'yoga'],
  ['Clases de yoga para principiantes', 'yoga'],
  ['Testimonial: "The best espresso I have had outside Italy." — Marco, Milan', 'coffee'],
  ['Shop ad for the new travel mug, keeps coffee hot for 12 hours', 'coffee'],
  ['Wine tasting on Friday evening', 'wine'],
  ['Weinprobe am Freitag', 'wine'],
  ['Dégustation de vin vendredi', 'wine'],
  ['Cata de vinos el viernes', 'wine'],
  ['Headphones with noise cancelling, 25% off', 'headphones'],
  ['Kopfhörer mit Geräuschunterdrückung', 'headphones'],
  ['Écouteurs sans fil à -25 %', 'headphones'],
  ['Auriculares inalámbricos con 25 % de descuento', 'headphones'],
  ['Flights to Lisbon from 39€', 'travel'],
  ['Flüge nach Lissabon ab 39 €', 'travel'],
  ['Vols pour Lisbonne dès 39 €', 'travel'],
  ['Vuelos a Lisboa desde 39 €', 'travel'],
  ['Hair salon: 20% off your first cut', 'hair-salon'],
  ['Friseursalon in München: neue Kunden 20 % Rabatt', 'hair-salon'],
  ['Salon de coiffure à Paris', 'hair-salon'],
  ['Peluquería en Madrid, primera visita 20 % de descuento', 'hair-salon'],
  ['Used cars with warranty', 'car'],
  ['Gebrauchtwagen mit Garantie', 'car'],
  ["Voitures d'occasion avec garantie", 'car'],
  ['Coches de segunda mano con garantía', 'car'],
  ['Christmas gift ideas for him', 'gift'],
  ['Idées cadeaux de Noël pour elle', 'gift'],
  ['Blumen zum Muttertag', 'flowers'],
  ['Cena de San Valentín para dos', 'love'],
  ['Neuer Lippenstift in 12 Farben', 'lipstick'],
  ['Bolsos de cuero hechos a mano', 'bag'],
  ['Handgemachte Ledertaschen aus Berlin', 'bag'],
  ['Conférence sur l’intelligence artificielle', 'calendar'],
  ['Fitnessstudio Eröffnung, erster Monat gratis', 'fitness'],
  ['Gimnasio abierto 24 horas', 'fitness'],
  ['Craft beer festival this weekend', 'beer'],
  ['Oktoberfest im Biergarten', 'beer'],
  ['Helados artesanales, nuevos sabores', 'ice-cream'],
  ['Winterjacken bis zu 40 % reduziert', 'coat'],
  ['Manteaux d’hiver jusqu’à -40 %', 'coat'],
  ['Hôtel de charme en Provence', 'hotel'],
  ['New smartwatch with 7-day battery', 'watch'],
  ['Klempner-Notdienst rund um die Uhr', 'plumbing'],
  ['Steuererklärung in 15 Minuten', 'accounting'],
  ['Declaración de la renta en 15 minutos', 'accounting'],
  ['Sushi all you can eat', 'sushi'],
  ['Faites un don pour les enfants', 'charity'],
  ['Launch of our new product', 'rocket'],
  ['Big announcement coming soon', 'megaphone'],
  ['Laufschuhe', 'shoe'],
  ['Yoga', 'yoga'],
  // The head of "X de Y" is X (a travel mug is a mug); a generic word (workshop, course, event)
  // gives way to the specific one (barista → coffee).
  ['Pub boutique pour le nouveau mug de voyage', 'coffee'],
  ['Banner para nuestro taller de barista el sábado', 'coffee'],
  ['Shop-Anzeige für den neuen Thermobecher', 'coffee'],
  ['Anuncio de tienda para la nueva taza de viaje', 'coffee'],
  ['Bannière pour notre atelier barista samedi', 'coffee'],
  ['Banner für unseren Barista-Workshop am Samstag', 'coffee'],
  ['Banner for our barista workshop on Saturday, learn latte art in two hours', 'coffee'],
  ['Curso de barista en Madrid, plazas limitadas', 'coffee'],
  ['Masterclass: latte art with our head barista', 'coffee'],
  ['Kaffeebecher aus Keramik, handgemacht', 'coffee'],
  ['Mug personnalisé avec votre photo', 'coffee'],
  ['Coffee cup with your logo, 10% off', 'coffee'],
  ['Atelier pâtisserie pour enfants le mercredi', 'cake'],
  ['Kochkurs: frische Pasta selber machen', 'pasta'],
  ['Curso de cocina: pasta fresca casera', 'pasta'],
  ['Cooking class: fresh pasta from scratch', 'pasta'],
  ['Photography course for beginners', 'camera'],
  ['Fotokurs für Anfänger am Wochenende', 'camera'],
  ['Cours de photographie pour débutants', 'camera'],
  ['Gitarrenkurs für Kinder', 'guitar'],
  ['Clases de guitarra para niños', 'guitar'],
  ['Yoga-Workshop am Wochenende', 'yoga'],
  ['Taller de cerámica los domingos', 'pottery'],
  ['Pottery workshop this Sunday', 'pottery'],
  ['Evento de cata de vinos en nuestra bodega', 'wine'],
  ['Événement dégustation de fromages vendredi', 'cheese'],
  ['Soldes sur tous les vélos ce week-end', 'bike'],
  ['Rebajas en bicicletas este fin de semana', 'bike'],
  ['Taller mecánico: revisión de frenos gratis', 'tools'],
  ['Autowerkstatt: Reifenwechsel ab 29 €', 'tools'],
  ['Curso online de marketing digital', 'analytics'],
  ['Salsa-Kurs für Paare', 'dance'],
  ['Cours de danse salsa le jeudi', 'dance'],
];

describe('finding the subject of a brief', () => {
  it.each(briefs)('%s → %s', (prompt, expected) => {
    expect(findSubject(parseBrief(prompt), prompt).id).toBe(expected);
  });

  it('covers well over a hundred and fifty subjects, each drawn by an icon the set has', () => {
    expect(briefs.length).toBeGreaterThanOrEqual(60);
    expect(subjectIndex.length).toBeGreaterThanOrEqual(150);
    expect(new Set(subjectIndex.map((entry) => entry.id)).size).toBe(subjectIndex.length);
    for (const entry of subjectIndex) expect(illustration(entry.icon).body).toContain('<path');
  });

  it('matches plurals, German compounds and any accents, but not words hidden in others', () => {
    expect(subjectIn('Schuhe', 'de')?.id).toBe('shoe');
    expect(subjectIn('Wanderstiefel', 'de')?.id).toBe('boot');
    expect(subjectIn('Osterangebote', 'de')?.id).toBe('easter');
    expect(subjectIn('CAFE', 'fr')?.id).toBe('coffee');
    expect(subjectIn('gâteaux', 'fr')?.id).toBe('cake');
    expect(subjectIn('Tiefpreise', 'de')?.id).not.toBe('ice-cream');
    expect(subjectIn('geringe Kosten', 'de')).toBeNull();
    expect(subjectIn('Samstag ab 10 Uhr', 'de')).toBeNull();
  });

  it('reads a word in the brief’s language only, so "car" in French is "because"', () => {
    expect(subjectIn('car nous aimons ça', 'fr')).toBeNull();
    expect(subjectIn('car rental', 'en')?.id).toBe('car');
    // A loanword of five letters or more is still found in another language's list.
    expect(subjectIn('Neue Sneakers', 'de')?.id).toBe('shoe');
  });

  it('falls back to the occasion, the intent, the brand’s trade, then a generic picture', () => {
    const subjectless = (prompt: string) => findSubject(parseBrief(prompt), prompt, sampleBrand());
    expect(subjectless('Summer sale: 30% off everything').id).toBe('summer');
    expect(subjectless('Get tickets for our event on Friday').id).toBe('ticket');
    // Northwind Coffee sells coffee: its sale shows coffee, not a shopping bag.
    expect(subjectless('Black Friday: 30% off everything').id).toBe('coffee');
    expect(findSubject(parseBrief('30% off everything'), '30% off everything').id).toBe('shopping');
    expect(findSubject(parseBrief('Hello world'), 'Hello world').id).toBe('sparkles');
  });
});
