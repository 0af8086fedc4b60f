import type { Country } from '#domain/catalogue/types.ts'

/** Handwritten German texts of the SEO country pages. */
export type CountryText = { title: string; lead: string; intro: string[]; culture: string }

export const COUNTRY_TEXTS: Record<Country, CountryText> = {
  Austria: {
    title: 'Die luxuriösesten Chalets in Österreich',
    lead: 'Tiroler Herzlichkeit, Vorarlberger Baukunst und die legendären Pisten von Arlberg und Hahnenkamm.',
    intro: [
      'Österreich ist das Land der Gastgeber. Nirgends sonst in den Alpen werden so viele Häuser seit Generationen von derselben Familie geführt, und nirgends wird am Berg so gut gekocht. Ein Luxus-Chalet in Österreich verbindet diese Wärme mit dem Komfort eines Fünf-Sterne-Hotels – nur eben privat.',
      'Unsere Auswahl konzentriert sich auf die Orte mit der sichersten Schneelage und der besten Infrastruktur: Lech und St. Anton am Arlberg sowie Kitzbühel in Tirol.',
    ],
    culture:
      'Österreichische Chalets sind meist aus Holz gebaut, mit Stuben aus Altholz, Kachelöfen und grosszügigen Spa-Bereichen. Viele Häuser bieten Halbpension durch einen eigenen Koch, der regionale Küche ebenso beherrscht wie die internationale.',
  },
  Switzerland: {
    title: 'Die luxuriösesten Chalets in der Schweiz',
    lead: 'Vom Matterhorn bis ins Engadin: Schweizer Skiorte verbinden Schneesicherheit mit über hundert Jahren Erfahrung im Empfang anspruchsvoller Gäste.',
    intro: [
      'In der Schweiz begann der Wintertourismus, und das spürt man bis heute: in der Präzision des Service, der Pünktlichkeit der Bahnen und der Selbstverständlichkeit, mit der Diskretion gelebt wird.',
      'Wir vermitteln Chalets in fünf der berühmtesten Orte des Landes: St. Moritz, Davos, Gstaad, Verbier und Zermatt – jeder mit eigenem Charakter, alle mit Pisten bis weit über 2500 Meter.',
    ],
    culture:
      'Schweizer Chalets werden nach strengen Bauvorschriften im traditionellen Stil errichtet, innen aber oft sehr modern gestaltet. Hohe Decken, grosse Fenster, Hallenbäder und Weinkeller sind in unseren Häusern die Regel, nicht die Ausnahme.',
  },
  France: {
    title: 'Die luxuriösesten Chalets in Frankreich',
    lead: 'Die grösste Auswahl an Luxus-Chalets der Alpen – von den 3 Vallées bis an den Fuss des Mont Blanc.',
    intro: [
      'Die französischen Alpen sind das Zentrum des Chalet-Urlaubs. Nirgends gibt es so viele Häuser mit eigenem Personal, nirgends sind die Skigebiete so gross: Allein die 3 Vallées mit Courchevel und Méribel bieten rund 600 Pistenkilometer.',
      'Neben Courchevel stellen wir Chamonix und Megève vor, zwei Orte mit ganz eigenem Charakter am Mont Blanc.',
    ],
    culture:
      'Ein «Chalet catered» mit Koch, Hausdame und Chauffeur ist in Frankreich weit verbreitet. Frühstück, Nachmittagstee und ein mehrgängiges Abendessen gehören dann selbstverständlich dazu – ebenso wie der Weinkeller, den der Butler für Sie öffnet.',
  },
  Italy: {
    title: 'Die luxuriösesten Chalets in Italien',
    lead: 'Dolomiten, Dolce Vita und Olympia: In Cortina d’Ampezzo trifft alpine Landschaft auf italienische Lebensart.',
    intro: [
      'Die Dolomiten gehören zu den schönsten Gebirgen der Welt, und Cortina d’Ampezzo ist ihr elegantestes Dorf. Hier beginnt der Skitag gemächlich mit einem Cappuccino und endet mit einem Aperitivo auf dem Corso Italia.',
      'Mit dem Skipass Dolomiti Superski erreichen Sie eines der grössten Skigebiete der Welt, und die Olympischen Spiele 2026 haben Cortina neue Lifte und Pisten gebracht.',
    ],
    culture:
      'Italienische Chalets sind oft historische Villen mit Holzvertäfelungen, offenen Kaminen und Blick auf die Felstürme der Dolomiten. Ein Privatkoch, der mit Ihnen frische Pasta zubereitet, gehört zu den schönsten Erlebnissen eines Aufenthalts.',
  },
}

export const OVERVIEW_TEXT = {
  title: 'Die luxuriösesten Chalets der Alpen',
  lead: 'Von Courchevel bis Cortina: unsere Auswahl der schönsten Chalets in Frankreich, der Schweiz, Österreich und Italien – persönlich besucht und mit Concierge-Service.',
  intro: [
    'Ein Luxus-Chalet ist mehr als ein schönes Haus in den Bergen. Es ist ein privater Rückzugsort mit eigenem Team, in dem sich jeder Wunsch erfüllen lässt: ein Frühstück nach dem Aufstehen, ein Skilehrer vor der Tür, ein Abendessen am Kamin, ein Spa nur für Sie.',
    'Seit vielen Jahren vermitteln wir die schönsten Chalets der Alpen. Jedes Haus in unserem Portfolio haben wir selbst besucht – deshalb können wir Ihnen ehrlich sagen, welches Chalet zu Ihnen passt.',
  ],
  criteria: [
    '**Lage:** ski-in-ski-out, im Dorf oder in ruhiger Alleinlage – je nach Ihren Wünschen',
    '**Service:** Koch, Hausdame, Butler und Chauffeur, auf Wunsch rund um die Uhr',
    '**Ausstattung:** Spa, Pool, Kino, Weinkeller und Skiraum mit Schuhwärmern',
    '**Diskretion:** vertrauliche Buchung und geprüftes Personal',
  ],
  steps: [
    {
      title: 'Wünsche erzählen',
      text: 'Ort, Zeitraum, Zahl der Gäste und was Ihnen wichtig ist – am Telefon oder über unser [Anfrageformular](/enquire-now).',
    },
    {
      title: 'Auswahl erhalten',
      text: 'Innerhalb von 24 Stunden senden wir Ihnen eine kleine Auswahl passender Chalets mit ehrlichen Hinweisen.',
    },
    {
      title: 'Entspannt ankommen',
      text: 'Wir reservieren, organisieren Transfer, Skipässe und Skilehrer und bleiben während Ihres Aufenthalts erreichbar.',
    },
  ],
}
