import type { AdventDoor } from '../widgets/AdventCalendar.ts';

// The advent calendars' built-in door packs: content, kept apart from the per-type data files
// (src/widgets), so the web app's board loads them only with an advent calendar's own chunk.

const door = (day: number, type: AdventDoor['type'], text: string, answer = ''): AdventDoor => ({
  day,
  type,
  text,
  answer,
  assetId: '',
  url: '',
});

/** The built-in pack "Winter & Advent" (Grundschule): riddles, movement breaks, rhymes and craft ideas. */
export const WINTER_ADVENT_DOORS: readonly AdventDoor[] = [
  door(1, 'quiz', 'Was ist weiß und schmilzt in der Hand?', 'Schnee'),
  door(2, 'task', '10 Hampelmänner!'),
  door(
    3,
    'text',
    'Advent, Advent, ein Lichtlein brennt. Erst eins, dann zwei, dann drei, dann vier, dann steht das Christkind vor der Tür.',
  ),
  door(4, 'task', 'Bastelidee: Falte ein Blatt Papier zweimal und schneide eine Schneeflocke aus.'),
  door(5, 'quiz', 'Welcher kleine Vogel mit roter Brust bleibt im Winter bei uns?', 'Das Rotkehlchen'),
  door(6, 'text', 'Heute ist Nikolaustag! Habt ihr gestern eure Stiefel geputzt?'),
  door(
    7,
    'task',
    'Alle werden zu Schneeflocken: Tanzt ganz leise durch den Raum und sinkt langsam zu Boden.',
  ),
  door(8, 'quiz', 'Ich habe Nadeln, aber ich nähe nicht. Wer bin ich?', 'Der Tannenbaum'),
  door(9, 'task', 'Flüsterpost: Flüstere deinem Nachbarn ein Winterwort ins Ohr.'),
  door(
    10,
    'text',
    'Schneeflöckchen, Weißröckchen, wann kommst du geschneit? Du wohnst in den Wolken, dein Weg ist so weit.',
  ),
  door(11, 'task', 'Macht euch ganz klein wie ein Igel im Winterschlaf – und streckt euch dann ganz groß.'),
  door(12, 'quiz', 'Welches Tier hält Winterschlaf: der Igel, das Reh oder der Fuchs?', 'Der Igel'),
  door(13, 'text', 'Heute ist Luciatag: In Schweden tragen Kinder weiße Kleider und Lichterkränze.'),
  door(14, 'task', 'Bastelidee: Male ein Wintertier und schenke das Bild jemandem aus der Klasse.'),
  door(15, 'task', '5 Kniebeugen und 5 Schneebälle in die Luft werfen!'),
  door(16, 'quiz', 'Wie viele Zacken hat eine Schneeflocke?', 'Sechs'),
  door(17, 'text', 'Wusstest du? Eisbären haben unter ihrem weißen Fell eine schwarze Haut.'),
  door(18, 'task', 'Erzählt euch: Was macht dir im Winter am meisten Spaß?'),
  door(19, 'quiz', 'Was wird kleiner, je wärmer es wird?', 'Der Schneemann'),
  door(20, 'task', 'Schneeball-Staffel: Gebt einen Papierball im Kreis weiter, so schnell ihr könnt.'),
  door(21, 'text', 'Jetzt beginnt der Winter. Bald werden die Tage wieder länger!'),
  door(22, 'task', 'Bastelidee: Falte einen Papierstern für das Klassenfenster.'),
  door(23, 'quiz', 'Welche Tiere ziehen den Schlitten des Weihnachtsmanns?', 'Rentiere'),
  door(24, 'text', 'Frohe Weihnachten und schöne Ferien!'),
];

/** The built-in pack "Wissen im Advent" (Sekundarstufe): quiz doors, the answer behind "Auflösen". */
export const KNOWLEDGE_ADVENT_DOORS: readonly AdventDoor[] = [
  door(1, 'quiz', 'Warum ist Schnee weiß?', 'Die Eiskristalle streuen das Licht in alle Richtungen.'),
  door(2, 'quiz', 'Wie lang ist die Adventszeit?', 'Je nach Jahr 22 bis 28 Tage.'),
  door(3, 'quiz', 'Seit wann gibt es gedruckte Adventskalender?', 'Seit Anfang des 20. Jahrhunderts.'),
  door(
    4,
    'quiz',
    'Warum schneidet man am 4. Dezember Barbarazweige?',
    'Nach altem Brauch sollen sie in der warmen Stube bis Weihnachten blühen.',
  ),
  door(
    5,
    'quiz',
    'Wie viele Arme hat ein Schneekristall?',
    'Sechs: Die Wassermoleküle ordnen sich im Eis in einem Sechseck an.',
  ),
  door(
    6,
    'quiz',
    'Auf wen geht der Nikolaustag zurück?',
    'Auf Nikolaus von Myra, einen Bischof im 4. Jahrhundert.',
  ),
  door(
    7,
    'quiz',
    'Warum frieren Seen von oben zu?',
    'Wasser ist bei 4 °C am dichtesten; kälteres Wasser und Eis schwimmen oben.',
  ),
  door(
    8,
    'quiz',
    'Was unterscheidet Winterschlaf von Winterruhe?',
    'Im Winterschlaf sinkt die Körpertemperatur stark (Igel); in der Winterruhe kaum, die Tiere wachen oft auf (Eichhörnchen).',
  ),
  door(
    9,
    'quiz',
    'Warum streut man Salz auf vereiste Straßen?',
    'Salzwasser gefriert erst unter 0 °C, deshalb taut das Eis.',
  ),
  door(
    10,
    'quiz',
    'Wer stellte den ersten Adventskranz auf?',
    'Johann Hinrich Wichern, 1839 in Hamburg – mit einer Kerze für jeden Tag.',
  ),
  door(
    11,
    'quiz',
    'Warum sieht man im Winter den eigenen Atem?',
    'Der warme, feuchte Atem kühlt ab und der Wasserdampf kondensiert zu winzigen Tröpfchen.',
  ),
  door(
    12,
    'quiz',
    'Seit wann gibt es geschmückte Weihnachtsbäume?',
    'In Deutschland seit dem 16. Jahrhundert; im 19. Jahrhundert verbreiteten sie sich weltweit.',
  ),
  door(
    13,
    'quiz',
    'Was feiert man am 13. Dezember in Schweden?',
    'Das Luciafest, ein Lichterfest in der dunkelsten Zeit des Jahres.',
  ),
  door(
    14,
    'quiz',
    'Warum ist bei uns Winter, obwohl die Erde Anfang Januar der Sonne am nächsten ist?',
    'Wegen der Neigung der Erdachse: Die Sonnenstrahlen treffen flacher auf und die Tage sind kürzer.',
  ),
  door(
    15,
    'quiz',
    'Wie viel Luft steckt in frischem Neuschnee?',
    'Bis zu 95 Prozent – darum schluckt Schnee Geräusche so gut.',
  ),
  door(
    16,
    'quiz',
    'Was ist Raureif?',
    'Eiskristalle, die aus Wasserdampf direkt an kalten Gegenständen wachsen.',
  ),
  door(17, 'quiz', 'Was bedeutet das Wort „Advent“?', 'Ankunft (lateinisch „adventus“).'),
  door(
    18,
    'quiz',
    'Wer backte im Mittelalter Lebkuchen?',
    'Vor allem Klöster; später wurde Nürnberg dafür berühmt.',
  ),
  door(
    19,
    'quiz',
    'Warum bleiben Tannen im Winter grün?',
    'Ihre Nadeln sind mit Wachs überzogen und verlieren kaum Wasser, deshalb müssen sie nicht abgeworfen werden.',
  ),
  door(
    20,
    'quiz',
    'Wie schnell fällt eine Schneeflocke?',
    'Etwa einen Meter pro Sekunde – Regentropfen fallen viel schneller.',
  ),
  door(
    21,
    'quiz',
    'Was ist die Wintersonnenwende?',
    'Der Tag mit der kürzesten Zeit zwischen Sonnenauf- und Sonnenuntergang auf der Nordhalbkugel, um den 21. Dezember.',
  ),
  door(
    22,
    'quiz',
    'Warum drängen sich Kaiserpinguine im Winter dicht zusammen?',
    'So sparen sie Wärme; dabei wechseln sie ständig zwischen innen und außen.',
  ),
  door(
    23,
    'quiz',
    'Wo wurde „Stille Nacht, heilige Nacht“ zum ersten Mal gesungen?',
    '1818 in Oberndorf bei Salzburg.',
  ),
  door(24, 'quiz', 'Wie oft wurde „Stille Nacht“ übersetzt?', 'In über 300 Sprachen und Dialekte.'),
];
