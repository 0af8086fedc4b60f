import type { PlaceText } from './place-text.ts'

/** German texts of the French and Italian SEO pages. */
export const PLACE_TEXTS_FRANCE_ITALY: Record<string, PlaceText> = {
  courchevel: {
    title: 'Luxus-Chalets in Courchevel',
    lead: 'Vier Dörfer, ein Name: Courchevel 1300, 1550, 1650 und 1850 bilden das Herz der 3 Vallées und den Inbegriff alpinen Luxus.',
    intro: [
      'Courchevel ist für viele der luxuriöseste Skiort der Welt. Vier Dörfer auf verschiedenen Höhen bieten vom ruhigen Le Praz bis zum glanzvollen 1850 für jeden Geschmack das Richtige – verbunden durch Lifte und Pisten im grössten zusammenhängenden Skigebiet der Welt, den 3 Vallées.',
      'In Courchevel 1850 liegen einige der besten Restaurants Frankreichs, darunter eines mit drei Michelin-Sternen, dazu Boutiquen der grossen Häuser und ein eigener Altiport, auf dem Helikopter und Kleinflugzeuge landen.',
    ],
    chalets:
      'Die berühmtesten Chalets stehen im Jardin Alpin und in Bellecôte: Ski-in-Ski-out, mit Spa, Pool, Kino und einem Team von bis zu zehn Angestellten. In 1650 und 1550 finden Familien grosszügige Häuser zu einem deutlich besseren Preis, in Le Praz ursprüngliche Ruhe.',
    highlights: [
      'Les 3 Vallées mit rund 600 Pistenkilometern',
      'Altiport für Helikopter aus Genf in rund 35 Minuten',
      'Sterneküche am Pistenrand und im Dorf',
      'Vier Dörfer, vier Preisniveaus – für jede Familie das passende Chalet',
    ],
    bestTime:
      'Die Saison reicht von Anfang Dezember bis Mitte April. Weihnachten, Neujahr und die Februarferien sind sehr gefragt; im Januar und März erleben Sie Courchevel entspannter und oft zu besseren Preisen.',
  },
  chamonix: {
    title: 'Luxus-Chalets in Chamonix',
    lead: 'Die Wiege des Alpinismus am Fuss des Mont Blanc – für Gäste, die steiles Gelände und eine echte Bergstadt lieben.',
    intro: [
      'Chamonix war 1924 Gastgeber der ersten Olympischen Winterspiele und ist bis heute die Hauptstadt des Alpinismus. Über der Stadt ragt der Mont Blanc auf, mit 4800 Metern der höchste Berg Westeuropas.',
      'Die Seilbahn auf die Aiguille du Midi bringt Sie auf über 3800 Meter, von wo das Vallée Blanche, eine der berühmtesten Tiefschneeabfahrten der Welt, zurück ins Tal führt – selbstverständlich mit einem Bergführer.',
    ],
    chalets:
      'Die Chalets im Tal von Chamonix liegen in Les Praz, Argentière oder am Sonnenhang mit Blick auf die Gletscher. Sie verbinden alpine Tradition mit modernem Komfort und sind ideal für aktive Familien und Gruppen.',
    highlights: [
      'Vallée Blanche und Grands Montets für erfahrene Skifahrer',
      'Tunnel nach Courmayeur für einen Skitag in Italien',
      'Lebendige Stadt mit Restaurants, Bars und Geschäften',
      'Nur eine Stunde vom Flughafen Genf',
    ],
    bestTime:
      'Skifahren ist von Mitte Dezember bis Anfang Mai möglich. Für das Vallée Blanche sind Februar und März am schönsten; im Sommer lockt Chamonix Bergsteiger und Trailläufer.',
  },
  megeve: {
    title: 'Luxus-Chalets in Megève',
    lead: 'Von der Familie Rothschild als französische Antwort auf St. Moritz erschaffen: ein mittelalterliches Dorf mit Pferdeschlitten und Blick auf den Mont Blanc.',
    intro: [
      'In den 1920er-Jahren suchte Noémie de Rothschild einen Ort, der es mit St. Moritz aufnehmen konnte, und fand ihn in Megève. Bis heute prägen das autofreie Dorfzentrum, die Kirche und die Pferdeschlitten den Charme dieses besonderen Ortes.',
      'Das Skigebiet Évasion Mont-Blanc bietet sanfte, von Wald gesäumte Pisten mit Blick auf den Mont Blanc – ideal für Geniesser, die lange Mittagessen auf Sonnenterrassen schätzen.',
    ],
    chalets:
      'Die schönsten Chalets stehen am Mont d’Arbois und in Rochebrune, viele aus altem Holz mit heimeligen Stuben, Spa und Personal. Megève ist ausserdem bekannt für Sterneköche, die in ihren Chalets auch private Dinner ausrichten.',
    highlights: [
      'Autofreies mittelalterliches Dorfzentrum',
      'Dreisterneküche und gemütliche Bergrestaurants',
      'Altiport für Kleinflugzeuge und Helikopter',
      'Nur gut eine Stunde vom Flughafen Genf',
    ],
    bestTime:
      'Von Mitte Dezember bis Anfang April. Weihnachten in Megève ist besonders stimmungsvoll; im März locken Sonne und Frühlingsschnee.',
  },
  cortina: {
    title: 'Luxus-Chalets in Cortina d’Ampezzo',
    lead: 'Die Königin der Dolomiten: bei Sonnenuntergang rosa leuchtende Gipfel, italienischer Stil und Olympische Spiele 2026.',
    intro: [
      'Cortina d’Ampezzo liegt in einem weiten Talkessel, umgeben von den Felswänden der Dolomiten, die zum UNESCO-Welterbe gehören. Nach 1956 war Cortina 2026 zum zweiten Mal Gastgeber Olympischer Winterspiele.',
      'Auf dem Corso Italia trifft man sich zum Aperitivo, und in den Rifugi am Berg werden hausgemachte Pasta und Weine aus dem Veneto serviert. Mit dem Skipass Dolomiti Superski stehen Ihnen über tausend Pistenkilometer offen.',
    ],
    chalets:
      'Die Chalets in Cortina sind oft historische Villen und Landhäuser mit Blick auf Tofana und Cristallo, modern renoviert und mit Wellnessbereich. Sie liegen ruhig und doch nur wenige Minuten vom Zentrum entfernt.',
    highlights: [
      'Dolomiti Superski mit der Sellaronda in der Nähe',
      'Cinque Torri und Lagazuoi mit Freilichtmuseum des Ersten Weltkriegs',
      'Italienische Küche auf Sonnenterrassen',
      'Anreise über Venedig in gut zwei Stunden',
    ],
    bestTime:
      'Die Saison dauert von Anfang Dezember bis Anfang April. Der März verbindet viel Sonne mit guter Schneelage; im Sommer sind die Dolomiten ein Paradies für Wanderer.',
  },
}
