import type { LocalizedText } from '#domain/catalogue/types.ts'

/** A short portrait of each resort of src/domain/catalogue/resorts.ts, in English and German. */
export const RESORT_BLURBS: Record<string, LocalizedText> = {
  'Courchevel 1300': {
    en: 'Le Praz, the old village of Courchevel, with its Olympic ski jumps, a forest piste home and the quiet charm of a Savoyard hamlet.',
    de: 'Le Praz, das alte Dorf von Courchevel, mit Olympia-Schanzen, einer Waldabfahrt bis vors Haus und dem ruhigen Charme eines Savoyer Weilers.',
  },
  'Courchevel 1550': {
    en: 'Courchevel Village: family-friendly, sunny and just one gondola ride below the glamour of 1850 – excellent value for spacious chalets.',
    de: 'Courchevel Village: familienfreundlich, sonnig und nur eine Gondelfahrt unter dem Glanz von 1850 – grosszügige Chalets zu einem sehr guten Preis.',
  },
  'Courchevel 1650': {
    en: 'Moriond, the sunniest of the Courchevel villages, with wide cruising pistes, a lively centre and ski-in chalets on the Ariondaz slopes.',
    de: 'Moriond, das sonnigste der Courchevel-Dörfer, mit breiten Genusspisten, einem lebendigen Zentrum und Ski-in-Chalets an den Hängen der Ariondaz.',
  },
  'Courchevel 1850': {
    en: 'The pinnacle of Alpine luxury: Michelin-starred tables, the Jardin Alpin’s secluded chalets and direct access to the 600 km of Les 3 Vallées.',
    de: 'Der Gipfel alpinen Luxus: Sterneküche, die abgeschiedenen Chalets des Jardin Alpin und direkter Zugang zu den 600 Pistenkilometern der 3 Vallées.',
  },
  Méribel: {
    en: 'At the heart of Les 3 Vallées, Méribel combines British-founded chalet tradition with a car-free feel and some of the best skiing in France.',
    de: 'Im Herzen der 3 Vallées verbindet Méribel die von Briten begründete Chalet-Tradition mit autofreiem Flair und einem der besten Skigebiete Frankreichs.',
  },
  Megève: {
    en: 'Created by the Rothschild family as the answer to St. Moritz: a medieval village, horse-drawn sleighs and gentle slopes facing Mont Blanc.',
    de: 'Von der Familie Rothschild als französische Antwort auf St. Moritz erschaffen: ein mittelalterliches Dorf, Pferdeschlitten und sanfte Hänge mit Blick auf den Mont Blanc.',
  },
  "Val d'Isère": {
    en: 'A high-altitude legend of the Espace Killy with snow from November to May, steep off-piste runs and chalets in the old stone village.',
    de: 'Eine Höhenlegende des Espace Killy mit Schnee von November bis Mai, steilen Tiefschneehängen und Chalets im alten Steindorf.',
  },
  'Saint-Martin-de-Belleville': {
    en: 'The authentic side of Les 3 Vallées: a village church, farm-to-table restaurants and lifts straight into the world’s largest ski area.',
    de: 'Die ursprüngliche Seite der 3 Vallées: eine Dorfkirche, Restaurants mit Produkten vom Hof und Lifte direkt ins grösste Skigebiet der Welt.',
  },
  Chamonix: {
    en: 'The birthplace of alpinism at the foot of Mont Blanc, for guests who love steep terrain, the Vallée Blanche and a real mountain town.',
    de: 'Die Wiege des Alpinismus am Fuss des Mont Blanc – für Gäste, die steiles Gelände, das Vallée Blanche und eine echte Bergstadt lieben.',
  },
  Verbier: {
    en: 'Sunny balcony of the 4 Vallées, famous for freeride, a spirited après-ski and contemporary chalets with views over the Grand Combin.',
    de: 'Der Sonnenbalkon der 4 Vallées, berühmt für Freeride, ein lebhaftes Après-Ski und moderne Chalets mit Blick auf den Grand Combin.',
  },
  Zermatt: {
    en: 'A car-free village beneath the Matterhorn, with glacier skiing, cross-border runs to Cervinia and some of the finest mountain restaurants of the Alps.',
    de: 'Ein autofreies Dorf unter dem Matterhorn, mit Gletscherskifahren, Abfahrten hinüber nach Cervinia und einigen der besten Bergrestaurants der Alpen.',
  },
  Gstaad: {
    en: 'Understated elegance in the Saanenland: wooden chalets, the car-free Promenade, the slopes of Glacier 3000 and a wonderfully discreet clientele.',
    de: 'Zurückhaltende Eleganz im Saanenland: Holzchalets, die autofreie Promenade, die Pisten von Glacier 3000 und ein wunderbar diskretes Publikum.',
  },
  'St. Moritz': {
    en: 'Where winter tourism began: champagne climate, the frozen lake of the White Turf and Olympic tradition in the Engadin sun.',
    de: 'Hier begann der Wintertourismus: Champagnerklima, der gefrorene See des White Turf und olympische Tradition in der Engadiner Sonne.',
  },
  Davos: {
    en: 'The highest town in the Alps, with the vast Parsenn ski area, cross-country trails along the valley and neighbouring Klosters, favourite of royals.',
    de: 'Die höchstgelegene Stadt der Alpen, mit dem weiten Skigebiet Parsenn, Loipen durchs Tal und dem benachbarten Klosters, dem Liebling der Königshäuser.',
  },
  Lech: {
    en: 'Arlberg village of chalets and small luxury hotels, snow-sure, consciously exclusive and linked to the White Ring and Zürs.',
    de: 'Arlberger Dorf der Chalets und kleinen Luxushotels – schneesicher, bewusst exklusiv und verbunden mit dem Weissen Ring und Zürs.',
  },
  'St. Anton': {
    en: 'The cradle of alpine skiing: demanding runs of Ski Arlberg, legendary après-ski and elegant chalets above the village.',
    de: 'Die Wiege des alpinen Skilaufs: anspruchsvolle Abfahrten von Ski Arlberg, legendäres Après-Ski und elegante Chalets über dem Dorf.',
  },
  Kitzbühel: {
    en: 'A medieval town, the Hahnenkamm’s Streif and a long season of KitzSki – Tyrolean hospitality with an international spirit.',
    de: 'Eine mittelalterliche Stadt, die Streif am Hahnenkamm und eine lange Saison bei KitzSki – Tiroler Gastfreundschaft mit internationalem Flair.',
  },
  Cortina: {
    en: 'The queen of the Dolomites and a host of the 2026 Winter Olympics: pink peaks at sunset, Italian style and the Sella Ronda nearby.',
    de: 'Die Königin der Dolomiten und Austragungsort der Olympischen Winterspiele 2026: rosa leuchtende Gipfel bei Sonnenuntergang, italienischer Stil und die Sellaronda in der Nähe.',
  },
}

const AIRPORTS_DE: Record<string, string> = {
  Geneva: 'Genf',
  Zurich: 'Zürich',
  'Venice Marco Polo': 'Venedig Marco Polo',
}

/** An airport's name in the page language (Genf, Zürich, Venedig in German). */
export function airportLabel(name: string, lang: 'en' | 'de'): string {
  return lang === 'de' ? (AIRPORTS_DE[name] ?? name) : name
}

/** A rough door-to-door drive time for a mountain transfer (about 65 km/h on average), in minutes rounded to 15. */
export function transferMinutes(distanceKm: number): number {
  return Math.max(30, Math.round(((distanceKm / 65) * 60) / 15) * 15)
}
