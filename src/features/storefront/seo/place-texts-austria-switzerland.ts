import type { PlaceText } from './place-text.ts'

/** German texts of the Austrian and Swiss SEO pages. */
export const PLACE_TEXTS_AUSTRIA_SWITZERLAND: Record<string, PlaceText> = {
  vorarlberg: {
    title: 'Luxus-Chalets in Vorarlberg',
    lead: 'Zwischen Bodensee und Arlberg verbindet Vorarlberg preisgekrönte Holzarchitektur mit einigen der schneesichersten Skigebiete Österreichs.',
    intro: [
      'Vorarlberg ist das westlichste Bundesland Österreichs und vielleicht das eleganteste. Im Bregenzerwald entstehen seit Jahrzehnten Häuser aus heimischem Holz, die Architekten aus aller Welt anziehen; am Arlberg liegen mit Lech und Zürs zwei Orte, die für diskreten, familiären Luxus stehen.',
      'Wer hier ein Chalet mietet, findet selten Protz, dafür höchste Handwerkskunst: Weisstanne, Lehmputz, grosse Fenster auf die Berge – und Gastgeber, die Qualität wichtiger nehmen als Lautstärke.',
    ],
    chalets:
      'Die Chalets Vorarlbergs sind meist neu gebaut oder aufwendig renoviert, mit Spa-Bereich, Skiraum mit Schuhwärmern und Privatkoch auf Wunsch. Besonders gefragt sind Häuser in Oberlech, wo im Winter kaum Autos fahren und man direkt vor der Tür in die Bindung steigt.',
    highlights: [
      'Der Weisse Ring: eine 22 Kilometer lange Skirunde um Lech, Zürs, Zug und Oberlech',
      'Die Flexenbahn verbindet Zürs mit St. Anton – das ganze Skigebiet Ski Arlberg mit einem Skipass',
      'Vorarlberger Holzbau und Haubenküche auf kleinstem Raum',
      'Sommer am Bodensee und Festspiele in Bregenz',
    ],
    bestTime:
      'Die Saison am Arlberg reicht von Anfang Dezember bis nach Ostern. Für Pulverschnee und ruhige Pisten empfehlen wir den Januar; Familien reisen gern in den Faschingsferien, für die man ein Jahr im Voraus reservieren sollte.',
  },
  kitzbuehel: {
    title: 'Luxus-Chalets in Kitzbühel',
    lead: 'Mittelalterliche Altstadt, die Streif am Hahnenkamm und Tiroler Gastfreundschaft: Kitzbühel ist die Gamsstadt mit Weltformat.',
    intro: [
      'Kaum ein Ort verbindet Tradition und Glamour so selbstverständlich wie Kitzbühel. In der bunten Altstadt reihen sich Boutiquen und Kaffeehäuser aneinander, und einmal im Jahr blickt die Skiwelt auf die Streif, die spektakulärste Abfahrt des Weltcups.',
      'Das Skigebiet KitzSki bietet abwechslungsreiche Pisten für jedes Können, und dank der vielen Sonnenstunden fühlt sich ein Tag am Berg hier oft wie ein Frühlingstag an.',
    ],
    chalets:
      'Rund um Kitzbühel liegen grosszügige Landhäuser und Chalets in Alleinlage – am Sonnenhang der Bichlalm, in Aurach oder mit Blick auf den Wilden Kaiser. Viele verfügen über Indoor-Pool, Weinkeller und Gästehaus für Personal.',
    highlights: [
      'Das Hahnenkammrennen im Januar – Tribünenplätze und Chalets organisieren wir früh',
      'KitzSki mit einer der längsten Saisons Tirols',
      'Golf, Wandern und Mountainbiken im Sommer',
      'Flughafen Salzburg in rund einer Stunde',
    ],
    bestTime:
      'Von Mitte Dezember bis Ende März; die Rennwoche im Januar ist die begehrteste Zeit des Jahres. Im Sommer wird Kitzbühel zu einem der schönsten Golfreviere der Alpen.',
  },
  lech: {
    title: 'Luxus-Chalets in Lech am Arlberg',
    lead: 'Schneesicher, bewusst klein und ausgesprochen exklusiv: Lech ist der Lieblingsort von Gästen, die Ruhe und Perfektion suchen.',
    intro: [
      'Lech am Arlberg wurde einst zum schönsten Dorf Europas gekürt, und man versteht es sofort: Holzhäuser am Fluss, eine Kirche mit Zwiebelturm, Hotels in Familienhand und kein einziger Betonbau.',
      'Damit die Pisten nie überfüllt sind, begrenzt Lech die Zahl der Tagesskipässe. Das Skigebiet gehört zu Ski Arlberg, einem der grössten zusammenhängenden Skigebiete Österreichs.',
    ],
    chalets:
      'Die Chalets in Lech, Oberlech und Zürs sind selten und sehr gefragt. Typisch sind Ski-in-Ski-out-Lagen, hauseigene Spas, Kamine aus Naturstein und ein Team aus Koch, Hausdame und Chauffeur.',
    highlights: [
      'Begrenzte Skipässe für leere Pisten',
      'Der Weisse Ring und die Verbindung nach St. Anton',
      'Gourmetküche von der Skihütte bis zum Haubenrestaurant',
      'Heliskiing – einer der wenigen Orte Österreichs, wo es erlaubt ist',
    ],
    bestTime:
      'Die Saison dauert von Anfang Dezember bis Mitte April. Im März verbinden sich Sonnenterrassen mit besten Schneebedingungen – unser Geheimtipp für Geniesser.',
  },
  'st-anton': {
    title: 'Luxus-Chalets in St. Anton am Arlberg',
    lead: 'Die Wiege des alpinen Skilaufs: steile Abfahrten, legendäres Après-Ski und elegante Chalets über dem Dorf.',
    intro: [
      'In St. Anton gründete Hannes Schneider 1921 eine der ersten Skischulen der Welt, und bis heute kommen Skifahrer hierher, die das Besondere suchen: lange Tiefschneehänge von der Valluga, anspruchsvolle Buckelpisten und das Gefühl, an einem Ort mit Geschichte zu fahren.',
      'Nach dem letzten Schwung geht es in die Hütten am Pistenrand, bevor der Abend in einem der ausgezeichneten Restaurants des Dorfes ausklingt.',
    ],
    chalets:
      'Die Chalets liegen meist am Sonnenhang über dem Ortszentrum oder im ruhigen St. Jakob. Moderne alpine Architektur mit Wellnessbereich ist hier ebenso zu finden wie liebevoll restaurierte Tiroler Bauernhäuser.',
    highlights: [
      'Ski Arlberg: eines der grössten Skigebiete Österreichs mit einem Skipass',
      'Variantenabfahrten für Könner und Skitouren mit Bergführer',
      'Après-Ski mit Tradition – und ruhige Abende im Chalet',
      'Direkter Bahnanschluss auf der Arlbergstrecke',
    ],
    bestTime:
      'Von Anfang Dezember bis Ende April. Im Januar sind die Pisten am ruhigsten, Ostern bringt Firn und lange Sonnentage.',
  },
  'st-moritz': {
    title: 'Luxus-Chalets in St. Moritz',
    lead: 'Hier wurde der Wintertourismus erfunden: Champagnerklima, der gefrorene See und olympische Tradition in der Engadiner Sonne.',
    intro: [
      'Im Winter 1864 wettete ein Hotelier mit englischen Sommergästen, dass ihnen der Winter im Engadin gefallen würde – die Geschichte des alpinen Wintertourismus begann. St. Moritz war zweimal Austragungsort der Olympischen Winterspiele und ist bis heute eine Bühne für Pferderennen auf dem zugefrorenen See, den Cresta Run und Polo im Schnee.',
      'Das Hochtal liegt auf über 1800 Metern und verwöhnt mit rund 320 Sonnentagen im Jahr. Corviglia, Corvatsch und Diavolezza bieten Pisten mit Blick auf Gletscher und Seenlandschaft.',
    ],
    chalets:
      'Die begehrtesten Chalets liegen in Suvretta, am Hang über Champfèr oder in St. Moritz Dorf mit Seeblick. Viele Häuser werden mit Personal vermietet und bieten Kino, Spa und Garage für Sammlerfahrzeuge.',
    highlights: [
      'White Turf und Snow Polo auf dem gefrorenen St. Moritzersee',
      'Gourmetfestival und Sterneküche auf über 1800 Metern',
      'Langlauf auf über 200 Kilometern Loipen im Engadin',
      'Flugplatz Samedan für Privatjets, wenige Minuten entfernt',
    ],
    bestTime:
      'Der Winter reicht von Ende November bis Anfang April. Der Februar mit seinen Veranstaltungen auf dem See ist der Höhepunkt der Saison; der März bietet lange, sonnige Skitage.',
  },
  davos: {
    title: 'Luxus-Chalets in Davos und Klosters',
    lead: 'Die höchstgelegene Stadt der Alpen und ihr königlicher Nachbar: weite Skigebiete, Langlauf durchs Tal und grosse Gastfreundschaft.',
    intro: [
      'Davos ist mehr als das Weltwirtschaftsforum im Januar. Die Stadt auf über 1500 Metern bietet mit Parsenn, Jakobshorn und Pischa ein riesiges Skigebiet und ist mit dem Spengler Cup zwischen Weihnachten und Neujahr ein Fixpunkt für Eishockeyfans.',
      'Nur wenige Minuten entfernt liegt Klosters, das Dorf, in dem die britische Königsfamilie seit Jahrzehnten Ski fährt – ruhiger, ländlicher und mit einigen der schönsten Chalets Graubündens.',
    ],
    chalets:
      'In Davos und Klosters finden Sie traditionelle Bündner Häuser mit Arvenholzstuben ebenso wie moderne Residenzen mit Panoramafenstern. Viele liegen in Gehdistanz zur Parsennbahn oder zur Gotschnabahn.',
    highlights: [
      'Parsenn: eines der ältesten und schönsten Skigebiete der Schweiz',
      'Über 100 Kilometer Langlaufloipen in den Seitentälern',
      'Spengler Cup zwischen den Jahren',
      'Anreise von Zürich mit Bahn oder Chauffeur in gut zwei Stunden',
    ],
    bestTime:
      'Die Saison dauert von Ende November bis Mitte April. Wer Ruhe sucht, meidet die Woche des Weltwirtschaftsforums im Januar; der Februar ist ideal für Familien.',
  },
  gstaad: {
    title: 'Luxus-Chalets in Gstaad',
    lead: 'Zurückhaltende Eleganz im Saanenland: Holzchalets, die autofreie Promenade und ein wunderbar diskretes Publikum.',
    intro: [
      '«Come up, slow down» lautet das Motto von Gstaad, und es passt: Hier wird Luxus leise gelebt. Strenge Bauvorschriften sorgen dafür, dass jedes Haus im traditionellen Chaletstil gebaut ist, und auf der autofreien Promenade flaniert man zwischen Boutiquen, Galerien und Confiserien.',
      'Die Pisten von Gstaad Mountain Rides verteilen sich auf mehrere Gebiete rund um das Saanenland, und auf Glacier 3000 ist Skifahren auch im Frühling schneesicher.',
    ],
    chalets:
      'Gstaad gilt als einer der exklusivsten Chaletmärkte der Welt. Die Häuser liegen in Oberbort, am Wispile-Hang oder im ruhigen Saanen und bieten häufig Pool, Spa, Weinkeller und separate Wohnungen für Personal.',
    highlights: [
      'Autofreie Promenade mit Boutiquen und Galerien',
      'Glacier 3000 mit dem Peak Walk, der Hängebrücke zwischen zwei Gipfeln',
      'Menuhin Festival und Swiss Open im Sommer',
      'Flugplatz Saanen für Privatjets und Helikopter',
    ],
    bestTime:
      'Der Winter reicht von Mitte Dezember bis Ende März, mit dem Höhepunkt über Neujahr. Im Sommer zieht Gstaad Musik- und Tennisfreunde an.',
  },
  verbier: {
    title: 'Luxus-Chalets in Verbier',
    lead: 'Der Sonnenbalkon der 4 Vallées: Freeride-Legende, lebhaftes Après-Ski und moderne Chalets mit Blick auf den Grand Combin.',
    intro: [
      'Verbier liegt auf einer Sonnenterrasse über dem Val de Bagnes und ist der bekannteste Ort der 4 Vallées, eines der grössten Skigebiete der Schweiz. Vom Mont Fort auf über 3300 Metern reicht der Blick vom Mont Blanc bis zum Matterhorn.',
      'Freerider aus aller Welt kommen für die Tiefschneehänge, die jedes Jahr das Finale der Freeride World Tour austragen. Genussskifahrer finden auf Savoleyres sonnige, breite Pisten.',
    ],
    chalets:
      'Verbier ist bekannt für zeitgenössische Chalets mit viel Glas, Stein und Holz, oft mit Indoor-Pool, Kino und Hammam. Die begehrtesten Lagen sind nahe der Médran-Bahn und am ruhigen Hang von Les Moulins.',
    highlights: [
      'Die 4 Vallées mit Pisten bis auf über 3300 Meter',
      'Freeride mit Bergführer und Heliskiing am Petit Combin',
      'Verbier Festival für klassische Musik im Sommer',
      'Flugplatz Sitten in 30 Minuten für Privatjets',
    ],
    bestTime:
      'Die Saison läuft von Anfang Dezember bis Ende April. Der März bringt stabile Verhältnisse für Freeride; über Weihnachten und Neujahr ist Verbier besonders lebendig.',
  },
  zermatt: {
    title: 'Luxus-Chalets in Zermatt',
    lead: 'Ein autofreies Dorf unter dem Matterhorn, mit Gletscherskifahren und einigen der besten Bergrestaurants der Alpen.',
    intro: [
      'Kaum ein Berg ist so berühmt wie das Matterhorn, und kaum ein Ort so eng mit seinem Berg verbunden wie Zermatt. Das Dorf ist seit jeher autofrei: Man bewegt sich zu Fuss, mit Elektrotaxis oder mit dem Pferdeschlitten.',
      'Das Skigebiet reicht bis zum Matterhorn Glacier Paradise auf fast 3900 Metern und ist mit Cervinia in Italien verbunden – ein Mittagessen mit Pasta und Blick auf die Südseite des Matterhorns gehört zu jedem Aufenthalt.',
    ],
    chalets:
      'Die Chalets in Zermatt verbinden Lärchenholz und Naturstein mit Panoramafenstern auf das Matterhorn. Besonders gesucht sind Lagen in Winkelmatten und oberhalb des Dorfes mit Skizugang.',
    highlights: [
      'Gletscherskifahren fast das ganze Jahr',
      'Grenzüberschreitendes Skigebiet mit Cervinia',
      'Gornergratbahn und Bergrestaurants mit Sterneküche',
      'Heliskiing und Hochtouren mit den Bergführern von Zermatt',
    ],
    bestTime:
      'Der Winter dauert von Ende November bis Ende April, auf dem Gletscher wird auch im Sommer Ski gefahren. Der Januar bietet die klarste Sicht aufs Matterhorn.',
  },
}
