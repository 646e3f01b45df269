import { TOPIC_CONTENT_SIZE } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { type TopicPack, topicPackFileProblems, topicPackProblems } from './pack-schema.ts';

// Every content pack in content/ is checked here and by the build (vite.config.ts, topicPacks): a pack
// that does not match the schema fails both.
// The files as text, as the build reads them.
const raw = import.meta.glob<string>('./content/*.json', { eager: true, query: '?raw', import: 'default' });
const texts = new Map(Object.entries(raw).map(([path, text]) => [path.replace('./content/', ''), text]));
const files = [...texts.keys()];
const read = (name: string) => texts.get(name) ?? '';
const ocean = JSON.parse(read('ocean-pollution.de.json')) as TopicPack;

describe('topic content packs', () => {
  it('finds the packs of both catalogue topics', () => {
    expect(files.sort()).toEqual(['climate-change.de.json', 'ocean-pollution.de.json']);
  });

  it.each(files)('%s matches the schema and its file name', (name) => {
    expect(topicPackFileProblems(name, read(name))).toEqual([]);
  });

  it.each(files)('%s declares the natural size the board places topic widgets with (560x420)', (name) => {
    expect((JSON.parse(read(name)) as TopicPack).naturalSize).toEqual(TOPIC_CONTENT_SIZE);
  });

  it('names what is wrong with a broken pack', () => {
    const broken = structuredClone(ocean);
    broken.cards[1] = { ...broken.cards[1]!, id: broken.cards[0]!.id };
    (broken.sortSets[0] as { items: { basket: string }[] }).items[0]!.basket = 'kompost';
    const problems = topicPackProblems(broken).join('\n');
    expect(problems).toContain('cards: id "meer-card-1" twice');
    expect(problems).toContain('names no basket of the set');
    const shape = structuredClone(ocean) as unknown as Record<string, unknown> & TopicPack;
    (shape.quiz[0] as { answers: string[] }).answers = ['a', 'b'];
    shape.extra = true;
    const shapeProblems = topicPackProblems(shape).join('\n');
    expect(shapeProblems).toContain('quiz.0.answers');
    expect(shapeProblems).toContain('extra');
    expect(topicPackFileProblems('ocean.de.json', read('ocean-pollution.de.json'))).toEqual([
      'ocean.de.json: the file name must be "<slug>.de.json" ("ocean-pollution.de.json")',
    ]);
    expect(topicPackFileProblems('x.de.json', '{ "slug": ')[0]).toMatch(/^x\.de\.json: /);
  });

  it('keeps item ids unique across the sets of a pack (they are keys of the stored placements)', () => {
    const twice = structuredClone(ocean);
    const [first, second] = twice.sortSets;
    if (!first || !second) throw new Error('two sets expected');
    (second.items[0] as { id: string }).id = first.items[0]!.id;
    expect(topicPackProblems(twice).join('\n')).toContain('sort items: id');
  });
});
